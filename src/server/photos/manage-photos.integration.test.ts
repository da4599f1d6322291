import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, catalogueItems, photos } from "@/db/schema";
import { fileStore } from "@/server/files/get-file-store";
import { minimalPdf } from "../../../tests/support/documents";
import { tinyPng } from "../../../tests/support/png";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { GET as getPhotoRoute } from "@/app/media/photos/[name]/route";
import { removePhoto, savePhoto } from "./manage-photos";
import { photoOf, servedPhoto } from "./read-photos";

const filesDir = mkdtempSync(path.join(tmpdir(), "aurum-photos-"));
process.env.FILE_STORE_DIR = filesDir;

const NOW = new Date("2032-04-01T09:00:00Z");
const storedFiles = () => readdirSync(filesDir).filter((name) => !name.endsWith(".json"));
const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const alt = { "alt-en": "The London clinic's treatment room" };
const rowOf = async (subject: "treatment" | "clinic" | "team", key: string) =>
  (
    await getDb()
      .select()
      .from(photos)
      .where(and(eq(photos.subject, subject), eq(photos.key, key)))
  )[0];
// The audit log is append-only (migration 0022): each test reads the rows written after it started.
let since = 0;
const auditOf = async (entityId: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "photo"), eq(auditLog.entityId, entityId), gt(auditLog.id, since)))
    .orderBy(auditLog.id);

let treatment = "";
const clean = async () => {
  if (!treatment)
    [{ code: treatment }] = (await getDb().select({ code: catalogueItems.code }).from(catalogueItems).limit(1)) as [
      { code: string },
    ];
  await getDb()
    .delete(photos)
    .where(inArray(photos.key, ["london", "hart", "nkosi", treatment]));
  since = (
    await getDb()
      .select({ max: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog)
  )[0]!.max;
};
beforeEach(clean);
afterAll(clean);

describe("photos from the back office", () => {
  it("judges the type from the bytes: a PNG named .jpg is stored and served as a PNG, under its content address", async () => {
    const manager = await createStaff("manager", ["london"]);
    const png = tinyPng();
    const { digest } = await savePhoto(
      manager,
      { subject: "clinic", key: "london", ...alt },
      file(png, "clinic.jpg"),
      NOW,
    );
    expect(digest).toBe(sha256(png));
    expect(await rowOf("clinic", "london")).toMatchObject({
      contentType: "image/png",
      size: png.byteLength,
      alt: { en: alt["alt-en"] },
    });
    const served = await servedPhoto(`${digest}.png`);
    expect(served?.contentType).toBe("image/png");
    // The stored file is named by what its bytes are, too.
    expect((await fileStore().get((await rowOf("clinic", "london"))!.fileId))?.meta.name).toBe("clinic-london.png");
    expect(Buffer.from(served!.bytes).equals(Buffer.from(png))).toBe(true);
    // The same bytes under another extension, or an unknown address, are not served.
    expect(await servedPhoto(`${digest}.jpg`)).toBeNull();
    expect(await servedPhoto(`${"0".repeat(64)}.png`)).toBeNull();
    expect(await servedPhoto(`../${digest}.png`)).toBeNull();
  });

  it("serves a stored photo with its type, nosniff and a year's immutable cache, and answers 404 for anything else", async () => {
    const manager = await createStaff("manager", ["london"]);
    const png = tinyPng();
    const { digest } = await savePhoto(
      manager,
      { subject: "clinic", key: "london", ...alt },
      file(png, "clinic.webp"),
      NOW,
    );
    const get = (name: string) =>
      getPhotoRoute(new Request(`http://localhost/media/photos/${name}`), { params: Promise.resolve({ name }) });
    const ok = await get(`${digest}.png`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(ok.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await ok.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    for (const name of [
      `${digest}.webp`,
      `${digest}.PNG`,
      `${digest}.png\u0000`,
      "x.png",
      `${digest}`,
      `${"a".repeat(64)}.png`,
    ]) {
      const missing = await get(name);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a program named .png, an 11 MB photo and a missing English description, storing nothing", async () => {
    const manager = await createStaff("manager", ["london"]);
    const before = storedFiles().length;
    const program = new Uint8Array(
      Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(512)]),
    );
    await expect(
      savePhoto(manager, { subject: "clinic", key: "london", ...alt }, file(program, "photo.png"), NOW),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { photo: "photoType" } });
    const svg = new Uint8Array(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"));
    await expect(
      savePhoto(manager, { subject: "clinic", key: "london", ...alt }, file(svg, "photo.png"), NOW),
    ).rejects.toMatchObject({ fields: { photo: "photoType" } });
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(tinyPng());
    await expect(
      savePhoto(manager, { subject: "clinic", key: "london", ...alt }, file(big, "big.png"), NOW),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { photo: "photoTooLarge" } });
    // Field problems come together: the description and the file.
    await expect(
      savePhoto(
        manager,
        { subject: "clinic", key: "london", "alt-en": "  ", "alt-de": "x".repeat(161) },
        file(program, "a.png"),
        NOW,
      ),
    ).rejects.toMatchObject({
      fields: { "alt-en": "altRequired", "alt-de": "altTooLong", photo: "photoType" },
    });
    // No photo yet and no file: the file is required.
    await expect(savePhoto(manager, { subject: "clinic", key: "london", ...alt }, null, NOW)).rejects.toMatchObject({
      fields: { photo: "photoRequired" },
    });
    expect(storedFiles().length).toBe(before);
    expect(await rowOf("clinic", "london")).toBeUndefined();
    expect(await auditOf("clinic:london")).toHaveLength(0);
  });

  it("lets only managers of the clinic change its photos: reception is refused, another clinic's manager gets not found", async () => {
    const reception = await createStaff("reception", ["london"]);
    const capeTownManager = await createStaff("manager", ["cape-town"]);
    const png = tinyPng();
    const upload = (staff: typeof reception, subject: string, key: string) =>
      savePhoto(staff, { subject, key, ...alt }, file(png, "a.png"), NOW);
    const refusals: [typeof reception, string, string, "FORBIDDEN" | "NOT_FOUND"][] = [
      [reception, "clinic", "london", "FORBIDDEN"],
      [reception, "treatment", treatment, "FORBIDDEN"],
      [capeTownManager, "clinic", "london", "NOT_FOUND"],
      // Dr Hart works in London.
      [capeTownManager, "team", "hart", "NOT_FOUND"],
      [capeTownManager, "clinic", "no-such-clinic", "NOT_FOUND"],
      [capeTownManager, "treatment", "NO-SUCH-CODE", "NOT_FOUND"],
      [capeTownManager, "users", "x", "NOT_FOUND"],
    ];
    for (const [staff, subject, key, code] of refusals)
      await expect(upload(staff, subject, key), `${subject} ${key}`).rejects.toMatchObject({ code });
    // Their own team member, and any treatment (treatment photos are group-wide).
    await upload(capeTownManager, "team", "nkosi");
    await upload(capeTownManager, "treatment", treatment);
    const londonManager = await createStaff("manager", ["london"]);
    await expect(removePhoto(londonManager, { subject: "team", key: "nkosi" }, NOW)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(removePhoto(reception, { subject: "treatment", key: treatment }, NOW)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await rowOf("team", "nkosi")).toBeDefined();
    expect(await rowOf("team", "hart")).toBeUndefined();
    expect(await rowOf("clinic", "london")).toBeUndefined();
  });

  it("writes every upload, replacement, description change and removal to the audit log, and keeps only the current file", async () => {
    const admin = await createStaff("admin");
    const first = tinyPng(40, 30, [120, 90, 60]);
    const second = tinyPng(60, 40, [40, 60, 90]);
    const before = storedFiles().length;
    await savePhoto(admin, { subject: "team", key: "hart", ...alt }, file(first, "hart.png"), NOW);
    await savePhoto(
      admin,
      { subject: "team", key: "hart", "alt-en": "Dr Hart", "alt-ar": "الدكتورة هارت" },
      file(second, "hart-2.png"),
      NOW,
    );
    expect(storedFiles().length).toBe(before + 1);
    expect(await servedPhoto(`${sha256(first)}.png`)).toBeNull();
    await savePhoto(admin, { subject: "team", key: "hart", "alt-en": "Dr Emma Hart" }, null, NOW);
    expect(await photoOf("team", "hart", "ar")).toEqual({
      src: `/media/photos/${sha256(second)}.png`,
      alt: "Dr Emma Hart",
    });
    await removePhoto(admin, { subject: "team", key: "hart" }, NOW);
    expect(storedFiles().length).toBe(before);
    await expect(removePhoto(admin, { subject: "team", key: "hart" }, NOW)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    const rows = await auditOf("team:hart");
    expect(rows.map((r) => r.action)).toEqual(["photo.upload", "photo.upload", "photo.alt", "photo.remove"]);
    expect(rows.every((r) => r.actorId === admin.userId && r.actorRole === "admin")).toBe(true);
    expect(rows[0]).toMatchObject({
      before: null,
      after: { digest: sha256(first), contentType: "image/png", alt: { en: alt["alt-en"] } },
    });
    expect(rows[1]).toMatchObject({
      before: { digest: sha256(first) },
      after: { digest: sha256(second), alt: { en: "Dr Hart", ar: "الدكتورة هارت" } },
    });
    expect(rows[2]).toMatchObject({
      before: { alt: { en: "Dr Hart" } },
      after: { digest: sha256(second), alt: { en: "Dr Emma Hart" } },
    });
    expect(rows[3]).toMatchObject({ before: { digest: sha256(second) }, after: null });
    expect(rows[0]!.clinicId).not.toBeNull();
  });

  it("shows the English description where a locale has none, and the locale's own where it has one", async () => {
    const manager = await createStaff("manager", ["london"]);
    await savePhoto(
      manager,
      { subject: "clinic", key: "london", ...alt, "alt-ja": "ロンドンのクリニックの施術室", "alt-de": "" },
      file(tinyPng(), "c.webp"),
      NOW,
    );
    expect((await photoOf("clinic", "london", "ja"))?.alt).toBe("ロンドンのクリニックの施術室");
    expect((await photoOf("clinic", "london", "de"))?.alt).toBe(alt["alt-en"]);
  });

  it("never serves a CV or any file a photo does not point at, even if a row were tampered with", async () => {
    const cv = minimalPdf("Curriculum vitae");
    const stored = await fileStore().put({ name: "cv.pdf", contentType: "application/pdf", bytes: cv, now: NOW });
    expect(await servedPhoto(`${sha256(cv)}.png`)).toBeNull();
    // A row claiming the CV is a PNG: the bytes are sniffed again before they leave.
    await getDb()
      .insert(photos)
      .values({
        subject: "clinic",
        key: "london",
        fileId: stored.id,
        digest: sha256(cv),
        contentType: "image/png",
        size: cv.byteLength,
        alt: { en: "x" },
      });
    expect(await servedPhoto(`${sha256(cv)}.png`)).toBeNull();
    await fileStore().delete(stored.id);
  });

  it("two uploads at once for the same photo leave one row, one file and two audit rows", async () => {
    const manager = await createStaff("manager", ["london"]);
    const before = storedFiles().length;
    const results = await Promise.allSettled([
      savePhoto(
        manager,
        { subject: "clinic", key: "london", ...alt },
        file(tinyPng(30, 30, [200, 10, 10]), "a.png"),
        NOW,
      ),
      savePhoto(
        manager,
        { subject: "clinic", key: "london", ...alt },
        file(tinyPng(31, 30, [10, 200, 10]), "b.png"),
        NOW,
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(storedFiles().length).toBe(before + 1);
    const row = await rowOf("clinic", "london");
    expect(await servedPhoto(`${row!.digest}.png`)).not.toBeNull();
    expect(await auditOf("clinic:london")).toHaveLength(2);
  });
});
