import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, clinicians, clinics } from "@/db/schema";
import { savePhoto } from "@/server/photos/manage-photos";
import { tinyPng } from "../../../tests/support/png";
import { createOwnClinic } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { addClinician, type AddClinicianInput } from "./add-clinician";
import { changeClinician } from "./change-clinician";
import { getClinicianForStaff } from "./get-clinician-for-staff";
import { listClinicCareTeam } from "./list-clinic-care-team";
import { listCliniciansForStaff } from "./list-clinicians-for-staff";
import { listTreatmentClinicians } from "./list-treatment-clinicians";
import { moveClinician } from "./move-clinician";
import { setClinicianActive } from "./set-clinician-active";

process.env.FILE_STORE_DIR = mkdtempSync(path.join(tmpdir(), "aurum-clinicians-"));

const NOW = new Date("2032-05-04T10:00:00Z");
const tag = randomUUID().slice(0, 8);

/**
 * Two clinics of this file's own (like London and Cape Town, each with its manager), so the care teams it lists,
 * orders and counts are only its own rows: the seeded clinics' teams and other files' rows never enter a count.
 */
let london = { id: 0, slug: "" };
let capeTown = { id: 0, slug: "" };

beforeAll(async () => {
  london = await createOwnClinic("london");
  capeTown = await createOwnClinic("cape-town", { zone: "Africa/Johannesburg" });
});

afterAll(async () => {
  // Their clinicians and photos go with them (on delete cascade); the audit log keeps its rows.
  await getDb()
    .delete(clinics)
    .where(inArray(clinics.id, [london.id, capeTown.id]));
});

let serial = 0;
/** A clinician with a registration number of its own. */
const someone = (clinicId: number, over: Partial<AddClinicianInput> = {}): AddClinicianInput => ({
  clinicId: String(clinicId),
  name: `Dr Test ${tag} ${++serial}`,
  role: "doctor",
  registrationBody: "GMC",
  registrationNumber: `99${tag.replace(/\D/g, "").slice(0, 3)}${String(serial).padStart(3, "0")}`,
  categories: ["infusion"],
  ...over,
});

const auditOf = (clinicianId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "clinician"), eq(auditLog.entityId, String(clinicianId))))
    .orderBy(asc(auditLog.id));

const rowsOf = (clinicId: number) =>
  getDb().select().from(clinicians).where(eq(clinicians.clinicId, clinicId)).orderBy(asc(clinicians.sortOrder));

describe("a clinic's care team in the back office", () => {
  it("is changed only by that clinic's managers: another clinic's manager gets not found, reception is refused", async () => {
    const londonManager = await createStaff("manager", [london.slug]);
    const capeTownManager = await createStaff("manager", [capeTown.slug]);
    const reception = await createStaff("reception", [capeTown.slug]);
    const admin = await createStaff("admin");
    const { clinicianId } = await addClinician(
      capeTownManager,
      someone(capeTown.id, { name: "Sister Thandi Test" }),
      NOW,
    );
    const before = await rowsOf(capeTown.id);

    await expect(addClinician(londonManager, someone(capeTown.id), NOW)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeClinician(londonManager, { ...someone(capeTown.id), clinicianId: String(clinicianId) }, NOW),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      setClinicianActive(londonManager, { clinicianId: String(clinicianId), active: "" }, NOW),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      moveClinician(londonManager, { clinicianId: String(clinicianId), direction: "up" }, NOW),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getClinicianForStaff(londonManager, clinicianId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      savePhoto(
        londonManager,
        { subject: "clinician", key: String(clinicianId), "alt-en": "Portrait" },
        new File([new Uint8Array(tinyPng())], "p.png"),
        NOW,
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(addClinician(reception, someone(capeTown.id), NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      setClinicianActive(reception, { clinicianId: String(clinicianId), active: "" }, NOW),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listCliniciansForStaff(reception)).rejects.toMatchObject({ code: "FORBIDDEN" });

    // Nothing changed, and the London manager's screen does not show Cape Town at all.
    expect(await rowsOf(capeTown.id)).toEqual(before);
    const seen = await listCliniciansForStaff(londonManager);
    expect(seen.map((team) => team.clinic.id)).toEqual([london.id]);
    expect((await listCliniciansForStaff(admin)).map((team) => team.clinic.id)).toEqual(
      expect.arrayContaining([london.id, capeTown.id]),
    );

    // An admin may change any clinic's team.
    await setClinicianActive(admin, { clinicianId: String(clinicianId), active: "" }, NOW);
    expect((await getClinicianForStaff(capeTownManager, clinicianId)).active).toBe(false);
    expect((await auditOf(clinicianId)).map((r) => [r.action, r.actorId])).toEqual([
      ["clinician.add", capeTownManager.userId],
      ["clinician.active", admin.userId],
    ]);
  });

  it("names each wrong field, refuses a registration the clinic already lists, and writes nothing then", async () => {
    const manager = await createStaff("manager", [london.slug, capeTown.slug]);
    const first = someone(london.id);
    await addClinician(manager, first, NOW);
    const before = await rowsOf(london.id);

    await expect(
      addClinician(
        manager,
        {
          clinicId: String(london.id),
          name: "",
          role: "surgeon" as "doctor",
          registrationBody: "GMC!",
          registrationNumber: "",
          categories: [],
        },
        NOW,
      ),
    ).rejects.toMatchObject({
      name: "ZodError",
      issues: expect.arrayContaining([
        expect.objectContaining({ path: ["name"], message: "clinicianNameRequired" }),
        expect.objectContaining({ path: ["role"], message: "clinicianRoleRequired" }),
        expect.objectContaining({ path: ["registrationBody"], message: "registrationBodyFormat" }),
        expect.objectContaining({ path: ["registrationNumber"], message: "registrationNumberRequired" }),
        expect.objectContaining({ path: ["categories"], message: "categoriesRequired" }),
      ]),
    });
    // The same registration (any case) at the same clinic: the number's field says so.
    await expect(
      addClinician(
        manager,
        { ...someone(london.id), registrationBody: "gmc", registrationNumber: first.registrationNumber },
        NOW,
      ),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { registrationNumber: "clinicianRegistrationTaken" } });
    expect(await rowsOf(london.id)).toEqual(before);

    // Someone who also works in Cape Town is listed there with the same registration.
    await addClinician(manager, { ...someone(capeTown.id), registrationNumber: first.registrationNumber }, NOW);
    // A change to another's registration is refused the same way; keeping one's own is fine.
    const second = await addClinician(manager, someone(london.id), NOW);
    await expect(
      changeClinician(
        manager,
        {
          ...someone(london.id),
          clinicianId: String(second.clinicianId),
          registrationNumber: first.registrationNumber,
        },
        NOW,
      ),
    ).rejects.toMatchObject({ fields: { registrationNumber: "clinicianRegistrationTaken" } });
    const mine = await getClinicianForStaff(manager, second.clinicianId);
    await changeClinician(
      manager,
      {
        clinicianId: String(second.clinicianId),
        name: "Dr Corrected Name",
        role: "nurse_prescriber",
        registrationBody: "NMC",
        registrationNumber: mine.registrationNumber,
        categories: ["injection", "infusion"],
      },
      NOW,
    );
    expect(await getClinicianForStaff(manager, second.clinicianId)).toMatchObject({
      name: "Dr Corrected Name",
      role: "nurse_prescriber",
      registrationBody: "NMC",
      categories: ["infusion", "injection"],
    });
    const [, change] = await auditOf(second.clinicianId);
    expect(change).toMatchObject({
      action: "clinician.change",
      clinicId: london.id,
      before: { role: "doctor", registrationBody: "GMC" },
      after: { name: "Dr Corrected Name", role: "nurse_prescriber", registrationBody: "NMC" },
    });
  });

  it("shows only active clinicians on the clinic's page, and on a treatment's page only those of its category", async () => {
    const manager = await createStaff("manager", [capeTown.slug]);
    const ids = async (list: Promise<{ id: number }[]>) => (await list).map((c) => c.id);
    const nurse = await addClinician(
      manager,
      someone(capeTown.id, {
        name: "Sister Nomvula Test",
        role: "registered_nurse",
        registrationBody: "SANC",
        categories: ["infusion", "blood"],
      }),
      NOW,
    );
    const aesthetician = await addClinician(
      manager,
      someone(capeTown.id, { name: "Lindiwe Test", role: "aesthetic_practitioner", categories: ["spa"] }),
      NOW,
    );
    const leaving = await addClinician(manager, someone(capeTown.id, { categories: ["infusion"] }), NOW);
    await setClinicianActive(manager, { clinicianId: String(leaving.clinicianId), active: "" }, NOW);

    const team = await listClinicCareTeam(capeTown.slug, "en");
    expect(team.map((c) => c.id)).toEqual(expect.arrayContaining([nurse.clinicianId, aesthetician.clinicianId]));
    expect(team.map((c) => c.id)).not.toContain(leaving.clinicianId);
    expect(team.find((c) => c.id === nurse.clinicianId)).toMatchObject({
      name: "Sister Nomvula Test",
      role: "registered_nurse",
      registrationBody: "SANC",
      initials: "NT",
      photo: null,
    });
    const infusion = await ids(listTreatmentClinicians({ clinicSlug: capeTown.slug, category: "infusion" }, "en"));
    expect(infusion).toContain(nurse.clinicianId);
    expect(infusion).not.toContain(aesthetician.clinicianId);
    expect(infusion).not.toContain(leaving.clinicianId);
    expect(await ids(listTreatmentClinicians({ clinicSlug: capeTown.slug, category: "spa" }, "en"))).toContain(
      aesthetician.clinicianId,
    );
    // Another clinic's page never lists them.
    expect(await ids(listClinicCareTeam(london.slug, "en"))).not.toContain(nurse.clinicianId);

    // The back office still has the deactivated one, to bring back.
    const [screen] = await listCliniciansForStaff(manager);
    expect(screen!.clinicians.find((c) => c.id === leaving.clinicianId)).toMatchObject({ active: false });
    await setClinicianActive(manager, { clinicianId: String(leaving.clinicianId), active: "on" }, NOW);
    expect(await ids(listClinicCareTeam(capeTown.slug, "en"))).toContain(leaving.clinicianId);
  });

  it("shows a clinician's uploaded photo with its description in the page's language", async () => {
    const manager = await createStaff("manager", [london.slug]);
    const { clinicianId } = await addClinician(manager, someone(london.id, { name: "Dr Photo Test" }), NOW);
    await savePhoto(
      manager,
      { subject: "clinician", key: String(clinicianId), "alt-en": "Dr Photo Test smiling", "alt-ar": "صورة الطبيب" },
      new File([new Uint8Array(tinyPng())], "portrait.png"),
      NOW,
    );
    const photoOf = async (locale: "en" | "ar" | "de") =>
      (await listClinicCareTeam(london.slug, locale)).find((c) => c.id === clinicianId)?.photo;
    expect(await photoOf("en")).toEqual({
      src: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{64}\.png$/),
      alt: "Dr Photo Test smiling",
    });
    expect((await photoOf("ar"))?.alt).toBe("صورة الطبيب");
    expect((await photoOf("de"))?.alt).toBe("Dr Photo Test smiling");
  });

  it("moves a clinician up and down their clinic's order, and leaves the first where it is on another 'up'", async () => {
    const manager = await createStaff("manager", [london.slug]);
    const a = (await addClinician(manager, someone(london.id), NOW)).clinicianId;
    const b = (await addClinician(manager, someone(london.id), NOW)).clinicianId;
    const c = (await addClinician(manager, someone(london.id), NOW)).clinicianId;
    const mine = [a, b, c];
    const order = async () =>
      (await listClinicCareTeam(london.slug, "en")).map((x) => x.id).filter((id) => mine.includes(id));
    expect(await order()).toEqual([a, b, c]);
    await moveClinician(manager, { clinicianId: String(c), direction: "up" }, NOW);
    expect(await order()).toEqual([a, c, b]);
    await moveClinician(manager, { clinicianId: String(a), direction: "down" }, NOW);
    expect(await order()).toEqual([c, a, b]);
    // Last stays last, and a direction that is neither is refused.
    await moveClinician(manager, { clinicianId: String(b), direction: "down" }, NOW);
    expect(await order()).toEqual([c, a, b]);
    await expect(
      moveClinician(manager, { clinicianId: String(b), direction: "sideways" as "up" }, NOW),
    ).rejects.toMatchObject({ name: "ZodError" });
    expect((await auditOf(c)).map((r) => r.action)).toEqual(["clinician.add", "clinician.move"]);
    expect((await auditOf(a)).map((r) => r.action)).toEqual(["clinician.add", "clinician.move"]);
  });
});
