/**
 * A clinic of a test file's own, for a file whose tests change a clinic (its hours, chairs or prices) and so must touch
 * no clinic another file books at. Made once before the file's tests, in the beforeAll this registers, and removed
 * with its chair slots after them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { getDb } from "@/db/client";
import { chairSlots, clinics } from "@/db/schema";
import { createOwnClinic } from "./booking-fixtures";

/** `const clinic = ownClinicForFile("hours", { chairs: 2 })` at the top of a test file, then `clinic.id` in its tests. */
export function ownClinicForFile(tag: string, options: Parameters<typeof createOwnClinic>[1] = {}) {
  const clinic = { id: 0, slug: "", zone: "", chairIds: [] as number[] };
  beforeAll(async () => {
    Object.assign(clinic, await createOwnClinic(tag, options));
  });
  afterAll(async () => {
    await getDb().delete(chairSlots).where(eq(chairSlots.clinicId, clinic.id));
    await getDb().delete(clinics).where(eq(clinics.id, clinic.id));
  });
  return clinic;
}
