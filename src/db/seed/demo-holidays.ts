import { and, isNull, like, sql } from "drizzle-orm";
import type { ClinicSlug } from "../../config/site";
import type { Database } from "../client";
import { clinicClosures, clinics } from "../schema";

/**
 * Demo data (issue 40, row 8): each clinic closed on its country's public holidays in 2026 and 2027, with the
 * substitute days the country observes: England's bank holidays for London, South Africa's public holidays for Cape
 * Town, the US federal holidays for New York. 25 December closes all three. A real clinic group sets its own in the
 * back office (Closures, decision 144); these only make the demo site behave like one.
 */
export const demoPublicHolidays: Readonly<Record<ClinicSlug, readonly (readonly [day: string, name: string])[]>> = {
  london: [
    ["2026-01-01", "New Year's Day"],
    ["2026-04-03", "Good Friday"],
    ["2026-04-06", "Easter Monday"],
    ["2026-05-04", "Early May bank holiday"],
    ["2026-05-25", "Spring bank holiday"],
    ["2026-08-31", "Summer bank holiday"],
    ["2026-12-25", "Christmas Day"],
    ["2026-12-26", "Boxing Day"],
    ["2026-12-28", "Boxing Day (substitute day)"],
    ["2027-01-01", "New Year's Day"],
    ["2027-03-26", "Good Friday"],
    ["2027-03-29", "Easter Monday"],
    ["2027-05-03", "Early May bank holiday"],
    ["2027-05-31", "Spring bank holiday"],
    ["2027-08-30", "Summer bank holiday"],
    ["2027-12-25", "Christmas Day"],
    ["2027-12-26", "Boxing Day"],
    ["2027-12-27", "Christmas Day (substitute day)"],
    ["2027-12-28", "Boxing Day (substitute day)"],
  ],
  "cape-town": [
    ["2026-01-01", "New Year's Day"],
    ["2026-03-21", "Human Rights Day"],
    ["2026-04-03", "Good Friday"],
    ["2026-04-06", "Family Day"],
    ["2026-04-27", "Freedom Day"],
    ["2026-05-01", "Workers' Day"],
    ["2026-06-16", "Youth Day"],
    ["2026-08-09", "National Women's Day"],
    ["2026-08-10", "National Women's Day (observed)"],
    ["2026-09-24", "Heritage Day"],
    ["2026-12-16", "Day of Reconciliation"],
    ["2026-12-25", "Christmas Day"],
    ["2026-12-26", "Day of Goodwill"],
    ["2027-01-01", "New Year's Day"],
    ["2027-03-21", "Human Rights Day"],
    ["2027-03-22", "Human Rights Day (observed)"],
    ["2027-03-26", "Good Friday"],
    ["2027-03-29", "Family Day"],
    ["2027-04-27", "Freedom Day"],
    ["2027-05-01", "Workers' Day"],
    ["2027-06-16", "Youth Day"],
    ["2027-08-09", "National Women's Day"],
    ["2027-09-24", "Heritage Day"],
    ["2027-12-16", "Day of Reconciliation"],
    ["2027-12-25", "Christmas Day"],
    ["2027-12-26", "Day of Goodwill"],
    ["2027-12-27", "Day of Goodwill (observed)"],
  ],
  "new-york": [
    ["2026-01-01", "New Year's Day"],
    ["2026-01-19", "Martin Luther King Jr. Day"],
    ["2026-02-16", "Washington's Birthday"],
    ["2026-05-25", "Memorial Day"],
    ["2026-06-19", "Juneteenth"],
    ["2026-07-03", "Independence Day (observed)"],
    ["2026-07-04", "Independence Day"],
    ["2026-09-07", "Labor Day"],
    ["2026-10-12", "Columbus Day"],
    ["2026-11-11", "Veterans Day"],
    ["2026-11-26", "Thanksgiving Day"],
    ["2026-12-25", "Christmas Day"],
    ["2027-01-01", "New Year's Day"],
    ["2027-01-18", "Martin Luther King Jr. Day"],
    ["2027-02-15", "Washington's Birthday"],
    ["2027-05-31", "Memorial Day"],
    ["2027-06-18", "Juneteenth (observed)"],
    ["2027-06-19", "Juneteenth"],
    ["2027-07-04", "Independence Day"],
    ["2027-07-05", "Independence Day (observed)"],
    ["2027-09-06", "Labor Day"],
    ["2027-10-11", "Columbus Day"],
    ["2027-11-11", "Veterans Day"],
    ["2027-11-25", "Thanksgiving Day"],
    ["2027-12-24", "Christmas Day (observed)"],
    ["2027-12-25", "Christmas Day"],
  ],
};

const REASON = "Public holiday: ";

/**
 * Close each demo clinic on its public holidays: one clinic-wide closure per day, from the clinic's midnight to the
 * next. Safe to repeat (a holiday already closed is left as it is, and one staff removed stays removed only until
 * the next start: the demo data is the demo's).
 */
export async function seedDemoHolidays(db: Database): Promise<void> {
  const rows = await db.select({ id: clinics.id, slug: clinics.slug, timeZone: clinics.timeZone }).from(clinics);
  const present = await db
    .select({ clinicId: clinicClosures.clinicId, startsOn: clinicClosures.startsOn, reason: clinicClosures.reason })
    .from(clinicClosures)
    .where(and(isNull(clinicClosures.chairId), like(clinicClosures.reason, `${REASON}%`)));
  const have = new Set(present.map((p) => `${p.clinicId}|${p.startsOn}|${p.reason}`));
  const missing = rows.flatMap((clinic) =>
    (demoPublicHolidays[clinic.slug as ClinicSlug] ?? [])
      .map(([day, name]) => ({ day, reason: `${REASON}${name}` }))
      .filter(({ day, reason }) => !have.has(`${clinic.id}|${day}|${reason}`))
      .map(({ day, reason }) => ({
        clinicId: clinic.id,
        chairId: null,
        startsOn: day,
        endsOn: day,
        // The clinic's midnight to the next, by PostgreSQL's zone rules (the database layer imports no domain code).
        startsAt: sql`(${day}::date)::timestamp at time zone ${clinic.timeZone}`,
        endsAt: sql`(${day}::date + 1)::timestamp at time zone ${clinic.timeZone}`,
        reason,
      })),
  );
  if (missing.length > 0) await db.insert(clinicClosures).values(missing);
}
