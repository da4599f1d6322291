import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Database } from "../client";
import { clinicClosures, clinics } from "../schema";
import { demoPublicHolidays, seedDemoHolidays } from "./demo-holidays";

class RolledBack extends Error {}

describe("seeding the demo's public holidays", () => {
  it("closes each clinic from its midnight to the next on each holiday, once however often it runs", async () => {
    // In a transaction rolled back at the end: other tests share the seeded clinics and must never see these closures.
    await expect(
      getDb().transaction(async (tx) => {
        const db = tx as unknown as Database;
        await seedDemoHolidays(db);
        await seedDemoHolidays(db);
        const rows = await db
          .select({ slug: clinics.slug, startsAt: clinicClosures.startsAt, endsAt: clinicClosures.endsAt })
          .from(clinicClosures)
          .innerJoin(clinics, eq(clinics.id, clinicClosures.clinicId))
          .where(and(eq(clinicClosures.startsOn, "2026-12-25"), like(clinicClosures.reason, "Public holiday: %")));
        expect(rows.map((r) => [r.slug, r.startsAt.toISOString(), r.endsAt.toISOString()]).sort()).toEqual([
          ["cape-town", "2026-12-24T22:00:00.000Z", "2026-12-25T22:00:00.000Z"],
          ["london", "2026-12-25T00:00:00.000Z", "2026-12-26T00:00:00.000Z"],
          ["new-york", "2026-12-25T05:00:00.000Z", "2026-12-26T05:00:00.000Z"],
        ]);
        const [london] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, "london"));
        const all = await db
          .select({ id: clinicClosures.id })
          .from(clinicClosures)
          .where(and(eq(clinicClosures.clinicId, london!.id), like(clinicClosures.reason, "Public holiday: %")));
        expect(all).toHaveLength(demoPublicHolidays.london.length);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
  });
});
