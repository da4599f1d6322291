/**
 * The bench's clinic load: BOOKINGS bookings in one clinic, spread over half a year before and after `now`
 * on every chair (a year of a busy clinic's history and diary), plus holds in the gaps (live ones ahead,
 * expired ones behind) and closures (one clinic holiday, one chair out of service for a week). Written with
 * plain SQL in batches: the measure is of reading them, not of booking them.
 */
import type { Pool } from "pg";

export const BOOKINGS = 10_000;
const STEP_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32): the same load on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Entry {
  chairId: number;
  startsAt: Date;
  endsAt: Date;
  kind: "booking" | "hold";
}

export async function seedBookings(
  pool: Pool,
  input: { clinicId: number; customerId: string; now: Date; holdExpiresAt: Date },
): Promise<{ bookings: number; holds: number; first: Date; last: Date }> {
  const chairs = (
    await pool.query<{ id: number }>("select id from clinic_chairs where clinic_id = $1 and active order by id", [
      input.clinicId,
    ])
  ).rows.map((r) => r.id);
  const next = random(20261126);
  const start = Math.floor((input.now.getTime() - 182 * DAY_MS) / STEP_MS) * STEP_MS;
  const cursor = new Map(chairs.map((id) => [id, start + Math.floor(next() * 8) * STEP_MS]));
  const entries: Entry[] = [];
  let bookings = 0;
  for (let i = 0; bookings < BOOKINGS; i++) {
    const chairId = chairs[i % chairs.length]!;
    const from = cursor.get(chairId)!;
    const minutes = [60, 60, 90, 120][Math.floor(next() * 4)]!;
    // Every 25th entry a hold instead of a booking: the clinic's holds live in the same gaps.
    const kind = i % 25 === 24 ? "hold" : "booking";
    entries.push({ chairId, startsAt: new Date(from), endsAt: new Date(from + minutes * 60_000), kind });
    if (kind === "booking") bookings++;
    cursor.set(chairId, from + minutes * 60_000 + Math.floor(next() * 18) * STEP_MS);
  }

  const bookingRows = entries.filter((e) => e.kind === "booking");
  for (let i = 0; i < bookingRows.length; i += 1000) {
    const batch = bookingRows.slice(i, i + 1000);
    const values: unknown[] = [];
    const tuples = batch.map((e, j) => {
      values.push(`BENCH-${i + j}`, input.customerId, input.clinicId, e.startsAt, e.endsAt);
      const p = j * 5;
      return `($${p + 1}, gen_random_uuid(), $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, 1, 39900, 'GBP', 'confirmed')`;
    });
    const ids = await pool.query<{ id: string }>(
      `insert into bookings (number, order_id, user_id, clinic_id, starts_at, ends_at, programme_count, price_cents, currency, status) values ${tuples.join(", ")} returning id`,
      values,
    );
    const slotValues: unknown[] = [];
    const slotTuples = batch.map((e, j) => {
      slotValues.push(input.clinicId, e.chairId, e.startsAt, e.endsAt, `bench-${i + j}`, ids.rows[j]!.id);
      const p = j * 6;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, 'booked', $${p + 5}, null, $${p + 6})`;
    });
    await pool.query(
      `insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key, expires_at, booking_id) values ${slotTuples.join(", ")}`,
      slotValues,
    );
  }
  const holds = entries.filter((e) => e.kind === "hold");
  const holdValues: unknown[] = [];
  const holdTuples = holds.map((e, j) => {
    // Holds ahead stay live for the whole run; those behind expired long ago (the hold's own 10 minutes).
    const expiresAt = e.startsAt > input.now ? input.holdExpiresAt : new Date(e.startsAt.getTime() - DAY_MS);
    holdValues.push(input.clinicId, e.chairId, e.startsAt, e.endsAt, `bench-hold-${j}`, expiresAt);
    const p = j * 6;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, 'held', $${p + 5}, $${p + 6})`;
  });
  if (holds.length)
    await pool.query(
      `insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key, expires_at) values ${holdTuples.join(", ")}`,
      holdValues,
    );

  // A clinic holiday 40 days ahead and the first chair out of service for a week from 20 days ahead.
  const day = (offset: number) => new Date(Math.floor(input.now.getTime() / DAY_MS) * DAY_MS + offset * DAY_MS);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  await pool.query(
    `insert into clinic_closures (clinic_id, chair_id, starts_on, ends_on, starts_at, ends_at, reason) values
       ($1, null, $2, $2, $3, $4, 'bench holiday'), ($1, $5, $6, $7, $8, $9, 'bench chair service')`,
    [input.clinicId, iso(day(40)), day(40), day(41), chairs[0], iso(day(20)), iso(day(26)), day(20), day(27)],
  );
  await pool.query("analyze chair_slots; analyze bookings; analyze clinic_closures");
  const times = entries.map((e) => e.startsAt.getTime());
  return { bookings, holds: holds.length, first: new Date(Math.min(...times)), last: new Date(Math.max(...times)) };
}
