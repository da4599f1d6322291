import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics } from "@/db/schema";
import type { WeeklyHours } from "@/config/booking-hours";
import type { ClinicConfig, ClinicSlug } from "@/config/site";

/** A clinic as stored: its configured facts (src/config/site.ts, where the seed takes them from) and what staff set. */
export interface Clinic extends Pick<
  ClinicConfig,
  "slug" | "name" | "street" | "city" | "postcode" | "country" | "phone" | "email" | "timeZone"
> {
  id: number;
  /** ISO 4217: what the clinic prices and charges in (decision 268). */
  currency: string;
  outOfHours: boolean;
  /** Standard starts per weekday (decision 167). */
  weeklyHours: WeeklyHours;
  inResidence: boolean;
  isHeadquarters: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** The columns every reading of a clinic selects (the list, and the booking's clinic with its chairs). */
export const clinicColumns = {
  id: clinics.id,
  slug: clinics.slug,
  name: clinics.name,
  street: clinics.street,
  city: clinics.city,
  postcode: clinics.postcode,
  country: clinics.country,
  phone: clinics.phone,
  email: clinics.email,
  timeZone: clinics.timeZone,
  currency: clinics.currency,
  outOfHours: clinics.outOfHours,
  weeklyHours: clinics.weeklyHours,
  inResidence: clinics.inResidence,
};

export async function listClinics(): Promise<Clinic[]> {
  const rows = await getDb()
    .select({
      ...clinicColumns,
      isHeadquarters: clinics.isHeadquarters,
      latitude: clinics.latitude,
      longitude: clinics.longitude,
    })
    .from(clinics)
    .orderBy(asc(clinics.sortOrder));
  return rows.map((row) => ({ ...row, slug: row.slug as ClinicSlug }));
}

/** Link to the clinic on a map (a plain link: nothing is embedded from other hosts). */
export function mapLink(clinic: Pick<Clinic, "name" | "street" | "city" | "postcode">): string {
  const query = encodeURIComponent(`${clinic.name}, ${clinic.street}, ${clinic.city} ${clinic.postcode}`);
  return `https://www.openstreetmap.org/search?query=${query}`;
}
