import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { at, createOwnClinic } from "../../../tests/support/booking-fixtures";
import { availabilityVersion } from "./availability-cache";
import { getDayAvailability, getMonthAvailability } from "./get-availability";

/**
 * Availability is kept per clinic version (decision 269) and must never answer from before a committed write, whoever
 * made it. Every write here goes through a connection of its own, as another instance's would, never through the code
 * that keeps the answers: what is proven is that the database's triggers, not this process, tell a stale answer.
 */
const NOW = new Date("2041-05-10T12:00:00Z");
const DAY = "2041-05-20";
const ZONE = "Europe/London";

let other: pg.Client;
let clinic: { id: number; chairIds: number[] };

const freeAt = async (time: string, now = NOW) =>
  (await getDayAvailability({ clinicId: clinic.id, day: DAY, durationMinutes: 60 }, now)).find(
    (start) => start.clinicTime === time,
  )?.freeChairs ?? 0;

/** A chair slot written by another instance: a booking, or a hold until `expiresAt`. */
async function takeChair(chairId: number, time: string, hold?: { expiresAt: Date }) {
  const startsAt = at(DAY, time, ZONE);
  await other.query(
    `insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      clinic.id,
      chairId,
      startsAt,
      new Date(startsAt.getTime() + 60 * 60_000),
      hold ? "held" : "booked",
      `cache-${randomUUID()}`,
      hold?.expiresAt ?? null,
    ],
  );
}

/** How many queries a call sends through pg (every query passes pg's Client). */
async function queryCount(call: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    await call();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  clinic = await createOwnClinic("availability-cache", { zone: ZONE, chairs: 2 });
  other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
});

afterAll(async () => {
  await other.query("delete from chair_slots where clinic_id = $1", [clinic.id]);
  await other.query("delete from clinic_closures where clinic_id = $1", [clinic.id]);
  await other.end();
});

describe("availability kept per clinic version", () => {
  it("sees a booking another instance commits, on the next read", async () => {
    expect(await freeAt("10:00")).toBe(2);
    expect(await queryCount(() => freeAt("10:00"))).toBe(1);

    await takeChair(clinic.chairIds[0]!, "10:00");
    expect(await freeAt("10:00")).toBe(1);
    const month = await getMonthAvailability({ clinicId: clinic.id, month: "2041-05", durationMinutes: 60 }, NOW);
    expect(month.find((d) => d.day === DAY)?.free).toBe(true);
  });

  it("frees a held chair when the hold expires, with no write and no second read of the rows", async () => {
    const expiresAt = new Date(NOW.getTime() + 10 * 60_000);
    await takeChair(clinic.chairIds[1]!, "14:00", { expiresAt });
    expect(await freeAt("14:00")).toBe(1);
    const later = new Date(expiresAt.getTime() + 1);
    // One query, the version: the rows kept at NOW answer for a later instant too.
    expect(await queryCount(() => freeAt("14:00", later))).toBe(1);
    expect(await freeAt("14:00", later)).toBe(2);
  });

  it("keeps its version when a write is rolled back", async () => {
    const before = await availabilityVersion(clinic.id);
    await other.query("begin");
    await takeChair(clinic.chairIds[1]!, "16:00");
    await other.query("rollback");
    expect(await availabilityVersion(clinic.id)).toBe(before);
    expect(await freeAt("16:00")).toBe(2);
  });

  it("sees a closure, a chair taken out of service and new opening hours", async () => {
    expect(await freeAt("12:00")).toBe(2);
    await other.query("update clinic_chairs set active = false where id = $1", [clinic.chairIds[1]]);
    expect(await freeAt("12:00")).toBe(1);
    await other.query("update clinic_chairs set active = true where id = $1", [clinic.chairIds[1]]);
    expect(await freeAt("12:00")).toBe(2);

    // Closed from 11:00 on that weekday: 12:00 is no longer offered.
    const hours = Array.from({ length: 7 }, () => ({ first: 9 * 60, last: 11 * 60 }));
    const { rows } = await other.query("select weekly_hours from clinics where id = $1", [clinic.id]);
    await other.query("update clinics set weekly_hours = $2 where id = $1", [clinic.id, JSON.stringify(hours)]);
    expect(await freeAt("12:00")).toBe(0);
    await other.query("update clinics set weekly_hours = $2 where id = $1", [
      clinic.id,
      JSON.stringify(rows[0].weekly_hours),
    ]);
    expect(await freeAt("12:00")).toBe(2);

    const from = at(DAY, "00:00", ZONE);
    await other.query(
      `insert into clinic_closures (clinic_id, starts_on, ends_on, starts_at, ends_at, reason)
       values ($1, $2, $2, $3, $4, 'test')`,
      [clinic.id, DAY, from, new Date(from.getTime() + 24 * 3_600_000)],
    );
    expect(await freeAt("12:00")).toBe(0);
    const month = await getMonthAvailability({ clinicId: clinic.id, month: "2041-05", durationMinutes: 60 }, NOW);
    expect(month.find((d) => d.day === DAY)).toEqual({ day: DAY, free: false, closed: true });
  });

  it("finds a clinic created after its id was asked for", async () => {
    const { rows } = await other.query<{ id: number }>("select max(id) + 1000 as id from clinics");
    const id = rows[0]!.id;
    const ask = () => getDayAvailability({ clinicId: id, day: DAY, durationMinutes: 60 }, NOW);
    await expect(ask()).rejects.toMatchObject({ code: "CLINIC_REQUIRED" });
    await other.query(
      `insert into clinics (id, slug, name, street, city, postcode, country, country_code, phone, email, time_zone)
       values ($1, $2, 'Aurum Later Clinic', '1 Test Street', 'London', 'W1 1AA', 'United Kingdom', 'GB',
               '+44 20 0000 0000', 'later@aurumclinic.com', $3)`,
      [id, `test-later-${randomUUID().slice(0, 8)}`, ZONE],
    );
    try {
      // No chair yet: no free time, but a clinic, not "choose a clinic".
      await expect(ask()).resolves.toEqual([]);
    } finally {
      await other.query("delete from clinics where id = $1", [id]);
    }
  });
});
