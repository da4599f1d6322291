import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

const cookieJar = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookieJar.token ? { value: cookieJar.token } : undefined) }),
  headers: async () => new Headers(),
}));

import { GET } from "@/app/[area]/[locale]/staff/requests/[id]/cv/route";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { createSession, markSecondFactor } from "@/server/accounts/sessions";
import { sha256 } from "@/server/accounts/tokens";
import { fileStore } from "@/server/files/get-file-store";
import type { StaffActor } from "@/server/staff/actor";
import { createCustomer } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { downloadRequestCv } from "./manage-requests";
import { recordRequest } from "./record-request";

process.env.FILE_STORE_DIR = mkdtempSync(path.join(tmpdir(), "aurum-cv-download-"));

const NOW = new Date("2031-08-01T09:00:00Z");
const PDF = new Uint8Array(Buffer.from("%PDF-1.7\n% a CV\n"));

/** A careers application at `clinic` with its CV in the store, as the careers form leaves it. */
async function application(clinicSlug: string | null, name = "Ada Lovelace CV.pdf") {
  const meta = await fileStore().put({ name, contentType: "application/pdf", bytes: PDF, now: NOW });
  const tag = randomUUID().slice(0, 8);
  const { id } = await recordRequest(
    {
      kind: "careers",
      fullName: `Ada ${tag}`,
      email: `ada-${tag}@example.com`,
      phone: "+442079460000",
      clinicSlug,
      message: "Eight years as an IV nurse.",
      fields: { job: "open", cvName: name, cvType: "pdf", cvFile: meta.id },
      locale: "en",
      area: "uk",
    },
    NOW,
  );
  return id;
}

async function signIn(actor: { userId: string }, secondFactor = true) {
  const { token } = await createSession(actor.userId, false, new Date());
  if (secondFactor) await markSecondFactor(sha256(token), new Date());
  cookieJar.token = token;
}

const get = (id: number | string) =>
  GET(new Request(`http://localhost/uk/en/staff/requests/${id}/cv`), { params: Promise.resolve({ id: String(id) }) });

const downloads = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "request.cv_download"), eq(auditLog.entityId, String(id))));

describe("downloading a careers CV from the requests inbox", () => {
  it("gives a manager of the clinic the stored file as an attachment, never cached or sniffed, and audits it", async () => {
    const id = await application("london");
    const manager = await createStaff("manager", ["london"]);
    await signIn(manager);
    const response = await get(id);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Ada Lovelace CV.pdf"; filename*=UTF-8''Ada%20Lovelace%20CV.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [audit] = await downloads(id);
    expect(audit).toMatchObject({
      actorId: manager.userId,
      actorRole: "manager",
      entity: "request",
      after: { name: "Ada Lovelace CV.pdf", size: PDF.byteLength },
    });
    expect(audit!.clinicId).not.toBeNull();
  });

  it("refuses reception (403), a customer (403), a signed-out visitor (401) and staff without the second factor (401), and audits nothing", async () => {
    const id = await application("london");
    await signIn(await createStaff("reception", ["london"]));
    expect((await get(id)).status).toBe(403);
    const customer = await createCustomer();
    await signIn({ userId: customer.id });
    expect((await get(id)).status).toBe(403);
    cookieJar.token = undefined;
    expect((await get(id)).status).toBe(401);
    await signIn(await createStaff("manager", ["london"]), false);
    expect((await get(id)).status).toBe(401);
    expect(await downloads(id)).toHaveLength(0);
  });

  it("answers another clinic's manager, a request without a CV and a malformed id as not found", async () => {
    const london = await application("london");
    const capeTownManager = await createStaff("manager", ["cape-town"]);
    await expect(downloadRequestCv(capeTownManager, london, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await signIn(capeTownManager);
    expect((await get(london)).status).toBe(404);
    const { id: contact } = await recordRequest(
      {
        kind: "contact",
        fullName: "Bo",
        email: `bo-${randomUUID().slice(0, 8)}@example.com`,
        phone: "+442079460000",
        clinicSlug: "london",
        message: "Hi",
        locale: "en",
        area: "uk",
      },
      NOW,
    );
    const admin = await createStaff("admin");
    await expect(downloadRequestCv(admin, contact, NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await signIn(admin);
    expect((await get("1%00")).status).toBe(404);
    expect((await get("99999999999999999999")).status).toBe(404);
    expect(await downloads(london)).toHaveLength(0);
  });

  it("lets an admin and the manager of a request without a clinic download, and reception's use-case call is FORBIDDEN", async () => {
    const open = await application(null, "Łukasz.docx");
    const admin: StaffActor = await createStaff("admin");
    // Its bytes are a PDF: it is kept and downloaded under that extension, whatever name it came with (issue 39).
    expect((await downloadRequestCv(admin, open, NOW)).name).toBe("Łukasz.pdf");
    expect((await downloadRequestCv(await createStaff("manager", ["cape-town"]), open, NOW)).bytes).toEqual(PDF);
    await expect(downloadRequestCv(await createStaff("reception", ["london"]), open, NOW)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await downloads(open)).toHaveLength(2);
  });
});
