import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { clinicChairs, clinics } from "@/db/schema";
import type { ClinicSlug } from "@/config/site";
import type { Clinic } from "./list-clinics";

/** What booking needs to know about a clinic: its public details and the chairs it can book. */
export interface BookingClinic extends Omit<Clinic, "isHeadquarters" | "latitude" | "longitude"> {
  chairIds: number[];
}

type Reader = Pick<Database, "select">;

export async function getBookingClinic(clinicId: number, db: Reader = getDb()): Promise<BookingClinic | null> {
  const [row] = await db.select().from(clinics).where(eq(clinics.id, clinicId));
  if (!row) return null;
  const chairs = await db
    .select({ id: clinicChairs.id })
    .from(clinicChairs)
    .where(and(eq(clinicChairs.clinicId, clinicId), eq(clinicChairs.active, true)))
    .orderBy(asc(clinicChairs.id));
  return {
    id: row.id,
    slug: row.slug as ClinicSlug,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone,
    outOfHours: row.outOfHours,
    weeklyHours: row.weeklyHours,
    inResidence: row.inResidence,
    chairIds: chairs.map((c) => c.id),
  };
}

export async function getBookingClinicBySlug(slug: string, db: Reader = getDb()): Promise<BookingClinic | null> {
  const [row] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug));
  return row ? getBookingClinic(row.id, db) : null;
}
