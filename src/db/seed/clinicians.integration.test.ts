import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../client";
import { clinicians, clinics } from "../schema";
import { clinicianSeed } from "./clinician-data";
import { seedDatabase } from "./seed";
import { allowSeedWrites } from "../../../tests/setup/seeded-rows-read-only";

/** Rolls back whatever the callback did: the seeded teams other files and journeys read stay as they were. */
class RolledBack extends Error {}

/** The seed's own clinicians, by their clinic and registration: other files list people of their own. */
async function seededTeams(db = getDb()) {
  const rows = await db
    .select({
      slug: clinics.slug,
      id: clinicians.id,
      name: clinicians.name,
      registration: clinicians.registrationNumber,
      active: clinicians.active,
    })
    .from(clinicians)
    .innerJoin(clinics, eq(clinics.id, clinicians.clinicId))
    .where(inArray(clinics.slug, Object.keys(clinicianSeed)))
    .orderBy(clinicians.sortOrder, clinicians.id);
  const ours = (slug: string, registration: string) =>
    clinicianSeed[slug as keyof typeof clinicianSeed].some((c) => c.registrationNumber === registration);
  return rows.filter((r) => ours(r.slug, r.registration));
}

describe("the demo's care teams", () => {
  it("name two or three clinicians at each clinic, each with a registration", async () => {
    const teams = await seededTeams();
    for (const slug of ["london", "cape-town", "new-york"]) {
      const team = teams.filter((c) => c.slug === slug);
      expect(team.length).toBeGreaterThanOrEqual(2);
      expect(team.length).toBeLessThanOrEqual(3);
    }
    expect(teams.filter((c) => c.slug === "london").map((c) => c.name)).toEqual([
      "Dr Samuel Okafor",
      "Dr Eleanor Hart",
      "Charlotte Mensah",
    ]);
  });

  it("are added again neither by a second seeding nor over a manager's change", async () => {
    const db = getDb();
    const before = await seededTeams();
    await expect(
      db.transaction(async (tx) => {
        await allowSeedWrites(tx);
        const okafor = before.find((c) => c.name === "Dr Samuel Okafor")!;
        await tx
          .update(clinicians)
          .set({ active: false, registrationNumber: "7777777" })
          .where(and(eq(clinicians.id, okafor.id)));
        await seedDatabase(tx as never);
        const after = await tx
          .select({ id: clinicians.id, active: clinicians.active, registration: clinicians.registrationNumber })
          .from(clinicians)
          .where(
            inArray(
              clinicians.id,
              before.map((c) => c.id),
            ),
          );
        expect(after.find((c) => c.id === okafor.id)).toMatchObject({ active: false, registration: "7777777" });
        // The changed registration is not seeded back as a new person.
        expect(
          await tx
            .select({ id: clinicians.id })
            .from(clinicians)
            .where(and(eq(clinicians.name, "Dr Samuel Okafor"), eq(clinicians.registrationNumber, "1234567"))),
        ).toEqual([]);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(await seededTeams()).toEqual(before);
  });
});
