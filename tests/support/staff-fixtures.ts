/**
 * Fixtures for back-office tests: a member of staff inserted straight into users and staff_clinics
 * (the back office's "add staff" use case is tested on its own), and the actor the use cases take.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { staffClinicians, staffClinics, staffTotp, users } from "@/db/schema";
import { loadStaffActor, type StaffActor, type StaffRole } from "@/server/staff/actor";
import { clinicId } from "./booking-fixtures";

export async function createStaff(role: StaffRole, clinicSlugs: string[] = []): Promise<StaffActor> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await getDb()
    .insert(users)
    .values({
      email: `${role}-${tag}@aurum.test`,
      firstName: "Staff",
      lastName: `${role} ${tag}`,
      role,
      referralCode: `S${tag}`.toUpperCase(),
    })
    .returning();
  for (const slug of clinicSlugs)
    await getDb()
      .insert(staffClinics)
      .values({ userId: row!.id, clinicId: await clinicId(slug) });
  return loadStaffActor({ id: row!.id, email: row!.email, firstName: row!.firstName, lastName: row!.lastName, role });
}

/** A member of reception at these clinics who is also a clinician: one who reviews visits' health questionnaires. */
export async function createClinician(clinicSlugs: string[]): Promise<StaffActor> {
  const actor = await createStaff("reception", clinicSlugs);
  await getDb().insert(staffClinicians).values({ userId: actor.userId });
  return actor;
}

/** A known authenticator secret (RFC 6238's test key), confirmed as a member of staff's second factor. */
export const TEST_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

export async function enrolTestTotp(userId: string, now: Date, secret = TEST_TOTP_SECRET): Promise<string> {
  await getDb().insert(staffTotp).values({ userId, secret, confirmedAt: now, createdAt: now });
  return secret;
}
