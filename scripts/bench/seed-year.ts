/**
 * The production path's load (issue 44): BOOKINGS_PER_YEAR bookings over every clinic's chairs and twelve months
 * (six behind `now`, six ahead), as a busy group's year would leave them: most visits kept (completed behind, confirmed
 * ahead), about one in three cancelled (its chair row kept as `cancelled`, as cancel-booking.ts leaves it), live holds
 * in the gaps ahead. Written with plain SQL in batches: the measure is of reading them, not of booking them. The same
 * generator seed gives the same diary on every run.
 */
import type { Pool } from "pg";
import { random } from "./seed-bookings";

export const BOOKINGS_PER_YEAR = 100_000;
const STEP_MS = 30 * 60_000;
const DAY_MS = 86_400_000;
const BATCH = 1_000;

interface Chair {
  id: number;
  clinicId: number;
}

interface Visit {
  chair: Chair;
  startsAt: number;
  endsAt: number;
  status: "completed" | "confirmed" | "cancelled";
}

export interface SeededYear {
  bookings: number;
  cancelled: number;
  holds: number;
  clinics: number;
  chairs: number;
  first: Date;
  last: Date;
}

/**
 * Seeds the year for `customerId` (one customer owns the bulk: whose bookings they are does not change what
 * availability reads, and a real customer's own pages stay small).
 */
export async function seedYear(
  pool: Pool,
  input: { customerId: string; now: Date; holdExpiresAt: Date; bookings?: number },
): Promise<SeededYear> {
  const total = input.bookings ?? BOOKINGS_PER_YEAR;
  const chairs = (
    await pool.query<{ id: number; clinic_id: number }>(
      "select id, clinic_id from clinic_chairs where active order by clinic_id, id",
    )
  ).rows.map((r) => ({ id: r.id, clinicId: r.clinic_id }));
  if (chairs.length === 0) throw new Error("no chairs to seed");
  const next = random(20261206);
  const start = Math.floor((input.now.getTime() - 182 * DAY_MS) / STEP_MS) * STEP_MS;
  const end = start + 365 * DAY_MS;
  const cursor = new Map(chairs.map((c) => [c.id, start + Math.floor(next() * 8) * STEP_MS]));
  const visits: Visit[] = [];
  const holds: { chair: Chair; startsAt: number; endsAt: number }[] = [];
  // Kept visits fill each chair's diary in turn; one entry in three is a cancelled visit at the same place, which
  // leaves the chair free for the next one (its row stays, as after a real cancellation).
  for (let i = 0; visits.length < total; i++) {
    const open = chairs.filter((c) => cursor.get(c.id)! < end);
    const chair = open.length ? open[i % open.length]! : chairs[i % chairs.length]!;
    const from = open.length ? cursor.get(chair.id)! : start + Math.floor((next() * (end - start)) / STEP_MS) * STEP_MS;
    const minutes = [60, 60, 90, 120][Math.floor(next() * 4)]!;
    const to = from + minutes * 60_000;
    const cancelled = !open.length || next() < 1 / 3;
    if (cancelled) {
      visits.push({ chair, startsAt: from, endsAt: to, status: "cancelled" });
      continue;
    }
    if (i % 40 === 39 && from > input.now.getTime()) holds.push({ chair, startsAt: from, endsAt: to });
    else
      visits.push({
        chair,
        startsAt: from,
        endsAt: to,
        status: from < input.now.getTime() ? "completed" : "confirmed",
      });
    cursor.set(chair.id, to + Math.floor(next() * 3) * STEP_MS);
  }

  for (let i = 0; i < visits.length; i += BATCH) {
    const batch = visits.slice(i, i + BATCH);
    const values: unknown[] = [];
    const tuples = batch.map((v, j) => {
      values.push(
        `YEAR-${i + j}`,
        input.customerId,
        v.chair.clinicId,
        new Date(v.startsAt),
        new Date(v.endsAt),
        v.status,
      );
      const p = j * 6;
      return `($${p + 1}, gen_random_uuid(), $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, 1, 39900, 'USD', $${p + 6}::booking_status)`;
    });
    const ids = await pool.query<{ id: string }>(
      `insert into bookings (number, order_id, user_id, clinic_id, starts_at, ends_at, programme_count, price_cents, currency, status) values ${tuples.join(", ")} returning id`,
      values,
    );
    const slotValues: unknown[] = [];
    const slotTuples = batch.map((v, j) => {
      slotValues.push(
        v.chair.clinicId,
        v.chair.id,
        new Date(v.startsAt),
        new Date(v.endsAt),
        v.status === "cancelled" ? "cancelled" : "booked",
        `year-${i + j}`,
        ids.rows[j]!.id,
      );
      const p = j * 7;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}::slot_state, $${p + 6}, null, $${p + 7})`;
    });
    await pool.query(
      `insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key, expires_at, booking_id) values ${slotTuples.join(", ")}`,
      slotValues,
    );
  }
  for (let i = 0; i < holds.length; i += BATCH) {
    const batch = holds.slice(i, i + BATCH);
    const values: unknown[] = [];
    const tuples = batch.map((h, j) => {
      values.push(h.chair.clinicId, h.chair.id, new Date(h.startsAt), new Date(h.endsAt), `year-hold-${i + j}`);
      const p = j * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, 'held', $${p + 5}, $${batch.length * 5 + 1})`;
    });
    await pool.query(
      `insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key, expires_at) values ${tuples.join(", ")}`,
      [...values, input.holdExpiresAt],
    );
  }
  await pool.query("analyze chair_slots; analyze bookings");
  return {
    bookings: visits.length,
    cancelled: visits.filter((v) => v.status === "cancelled").length,
    holds: holds.length,
    clinics: new Set(chairs.map((c) => c.clinicId)).size,
    chairs: chairs.length,
    first: new Date(visits.reduce((min, v) => Math.min(min, v.startsAt), Infinity)),
    last: new Date(visits.reduce((max, v) => Math.max(max, v.endsAt), -Infinity)),
  };
}
