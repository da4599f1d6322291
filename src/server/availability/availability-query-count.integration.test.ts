import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { bookings, chairSlots, clinicChairs, clinics } from "@/db/schema";
import { createCustomer, createOwnClinic } from "../../../tests/support/booking-fixtures";
import { getDayAvailability, getMonthAvailability } from "./get-availability";

/**
 * Availability asks the database a fixed number of questions, however full the diary (issue 44): the month and the
 * day cost the same number of queries with a few hundred bookings as with thousands, so the year of 100,000 bookings
 * the bench seeds (scripts/bench/seed-year.ts) costs them too. The bench times them; this test holds their number
 * (after a write: the clinic's availability version, the clinic with its chairs, then its bookings, holds and
 * closures, decision 264; asked again with no write between: the version alone, decision 269) and that the busy
 * times are asked in a form the clinic's range index answers. Seeding 100,000 rows here would take minutes on the embedded
 * database for no more certainty: a query's count does not grow with rows, and the plan is checked directly.
 */
const NOW = new Date("2041-01-10T12:00:00Z");
const MONTH = "2041-03";

let clinicId = 0;
let chairIds: number[] = [];
let customerId = "";
const bookingIds: string[] = [];

/** `count` bookings spread over the chairs from 1 February to the end of April 2041, none overlapping on a chair. */
async function seed(count: number, offset: number) {
  const start = Date.parse("2041-02-01T00:00:00Z");
  const values = Array.from({ length: count }, (_, n) => {
    const i = n + offset;
    const chairId = chairIds[i % chairIds.length]!;
    const startsAt = new Date(start + Math.floor(i / chairIds.length) * 30 * 60_000);
    return { chairId, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), number: `QC-${randomUUID()}` };
  });
  for (let i = 0; i < values.length; i += 500) {
    const batch = values.slice(i, i + 500);
    const rows = await getDb()
      .insert(bookings)
      .values(
        batch.map((v) => ({
          number: v.number,
          orderId: randomUUID(),
          userId: customerId,
          clinicId,
          startsAt: v.startsAt,
          endsAt: v.endsAt,
          programmeCount: 1,
          priceCents: 10_000,
          currency: "USD",
          status: "confirmed" as const,
        })),
      )
      .returning({ id: bookings.id });
    bookingIds.push(...rows.map((r) => r.id));
    await getDb()
      .insert(chairSlots)
      .values(
        batch.map((v, j) => ({
          clinicId,
          chairId: v.chairId,
          startsAt: v.startsAt,
          endsAt: v.endsAt,
          state: "booked" as const,
          holderKey: `qc-${randomUUID()}`,
          bookingId: rows[j]!.id,
        })),
      );
  }
}

interface SentQuery {
  text: string;
  values: unknown[];
}

/** The queries one call sends, counted where every query passes: pg's Client. */
async function queriesOf(call: () => Promise<unknown>): Promise<SentQuery[]> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    await call();
    return spy.mock.calls.map(([config, values]) => ({
      text: typeof config === "string" ? config : (config as { text: string }).text,
      values: (values as unknown[] | undefined) ?? [],
    }));
  } finally {
    spy.mockRestore();
  }
}

const month = () => getMonthAvailability({ clinicId, month: MONTH, durationMinutes: 60 }, NOW);
const day = () => getDayAvailability({ clinicId, day: "2041-03-14", durationMinutes: 60 }, NOW);

beforeAll(async () => {
  customerId = (await createCustomer()).id;
  ({ id: clinicId, chairIds } = await createOwnClinic("query-count", { chairs: 3 }));
});

afterAll(async () => {
  await getDb().delete(chairSlots).where(eq(chairSlots.clinicId, clinicId));
  for (let i = 0; i < bookingIds.length; i += 1000)
    await getDb()
      .delete(bookings)
      .where(inArray(bookings.id, bookingIds.slice(i, i + 1000)));
  await getDb().delete(clinicChairs).where(eq(clinicChairs.clinicId, clinicId));
  await getDb().delete(clinics).where(eq(clinics.id, clinicId));
});

describe("availability's queries", () => {
  it("are as many for a full diary as for a light one: three after a write, one when nothing changed", async () => {
    const counts = async () => {
      const afterWrite = { month: (await queriesOf(month)).length, day: (await queriesOf(day)).length };
      const again = { month: (await queriesOf(month)).length, day: (await queriesOf(day)).length };
      return { afterWrite, again };
    };
    await seed(300, 0);
    const light = await counts();
    await seed(6_000, 300);
    const full = await counts();

    console.log(`[query count] ${JSON.stringify(light)}`);
    expect(full).toEqual(light);
    // After a write the day finds the clinic kept from the month's read: the version, then its busy times.
    expect(light).toEqual({ afterWrite: { month: 3, day: 2 }, again: { month: 1, day: 1 } });
    // The full diary really is fuller: its month has fewer free days than none taken would give.
    expect((await month()).some((d) => !d.free)).toBe(true);
  });

  it("ask for the busy times in a form the clinic's range index answers", async () => {
    // A month not asked before: its busy times are read, not kept.
    const busy = (
      await queriesOf(() => getMonthAvailability({ clinicId, month: "2041-04", durationMinutes: 60 }, NOW))
    ).find((q) => q.text.includes('from "chair_slots"'));
    expect(busy).toBeDefined();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      // Without other ways in, the planner must take an index: the range index of live rows, if the query's
      // clinic, range and states still match its columns and its condition.
      await client.query("set enable_seqscan = off");
      const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain ${busy!.text}`, busy!.values);
      expect(rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("chair_slots_live_clinic_range");
    } finally {
      await client.end();
    }
  });
});
