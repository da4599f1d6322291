/**
 * Dates and instants an input may name (decision 080). A date drives loops (a month's days) and
 * database writes (timestamptz stops at year 294276, JavaScript at 275760, `@internationalized/date`
 * at 9999): anything outside a sane range is refused by the schema, never passed on.
 *
 * Pure and without a server-only guard, so form schemas can share it.
 */

/** Bookings, holds and quotes name instants from 2000 up to the end of 2099. */
const EARLIEST_INSTANT = Date.UTC(2000, 0, 1);
const LATEST_INSTANT = Date.UTC(2100, 0, 1);

export function isSaneInstant(value: Date): boolean {
  const t = value.getTime();
  return Number.isFinite(t) && t >= EARLIEST_INSTANT && t < LATEST_INSTANT;
}

/** A real calendar day "YYYY-MM-DD" between 2000-01-01 and 2099-12-31 (a preferred date, a day to look at). */
export function isSaneDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    isSaneInstant(date)
  );
}
