import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { clinicChairs, clinics } from "@/db/schema";
import type { ClinicSlug } from "@/config/site";
import { clinicColumns, type Clinic } from "./list-clinics";

/** What booking needs to know about a clinic: its public details and the chairs it can book. */
export interface BookingClinic extends Omit<Clinic, "isHeadquarters" | "latitude" | "longitude"> {
  chairIds: number[];
  /** ISO 4217: what an order at this clinic is priced and charged in (decision 268). */
  currency: string;
}

type Reader = Pick<Database, "select">;

/** The clinic's active chairs, in id order, as a column of the clinic's own row. */
function activeChairIds(clinicId: number) {
  return sql<number[]>`coalesce((select array_agg(${clinicChairs.id} order by ${clinicChairs.id})
    from ${clinicChairs} where ${clinicChairs.clinicId} = ${clinicId} and ${clinicChairs.active}), '{}')`;
}

/** The clinic and its active chairs in one query: availability asks this on every call. */
export async function getBookingClinic(clinicId: number, db: Reader = getDb()): Promise<BookingClinic | null> {
  const [row] = await db
    .select({
      ...clinicColumns,
      currency: clinics.currency,
      chairIds: activeChairIds(clinicId),
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return row ? { ...row, slug: row.slug as ClinicSlug } : null;
}

export async function getBookingClinicBySlug(slug: string, db: Reader = getDb()): Promise<BookingClinic | null> {
  const [row] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug));
  return row ? getBookingClinic(row.id, db) : null;
}
