import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { catalogueItems, clinicCatalogueOverrides, clinicChairs, clinics } from "@/db/schema";
import { allowSeedWrites } from "../../../tests/setup/seeded-rows-read-only";
import { clinicId, createOwnClinic } from "../../../tests/support/booking-fixtures";

class RolledBack extends Error {}
const refused = {
  cause: expect.objectContaining({ message: expect.stringContaining("a test changed the shared seed") }),
};

/** The guard tests/setup installs on the shared database: the seed is read-only, a test's own rows are its own. */
describe("the shared test database's seed", () => {
  it("refuses a change to a seeded item, a seeded clinic, its chairs and its prices", async () => {
    const london = await clinicId("london");
    const [afi] = await getDb().select().from(catalogueItems).where(eq(catalogueItems.code, "AFI"));
    await expect(
      getDb().update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, afi!.id)),
    ).rejects.toMatchObject(refused);
    await expect(getDb().update(clinics).set({ outOfHours: true }).where(eq(clinics.id, london))).rejects.toMatchObject(
      refused,
    );
    await expect(getDb().insert(clinicChairs).values({ clinicId: london, label: "Chair 99" })).rejects.toMatchObject(
      refused,
    );
    await expect(
      getDb().insert(clinicCatalogueOverrides).values({ clinicId: london, itemId: afi!.id, priceCents: 1 }),
    ).rejects.toMatchObject(refused);
    const [after] = await getDb().select().from(catalogueItems).where(eq(catalogueItems.id, afi!.id));
    expect(after).toEqual(afi);
  });

  it("lets a test change a clinic of its own, and the seed rewrite its rows in a transaction that allows it", async () => {
    const own = await createOwnClinic("guard");
    const [afi] = await getDb().select().from(catalogueItems).where(eq(catalogueItems.code, "AFI"));
    await getDb().insert(clinicCatalogueOverrides).values({ clinicId: own.id, itemId: afi!.id, priceCents: 1 });
    await getDb().update(clinics).set({ outOfHours: true }).where(eq(clinics.id, own.id));
    await expect(
      getDb().transaction(async (tx) => {
        await allowSeedWrites(tx);
        await tx.update(catalogueItems).set({ title: "Renamed" }).where(eq(catalogueItems.id, afi!.id));
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect((await getDb().select().from(catalogueItems).where(eq(catalogueItems.id, afi!.id)))[0]!.title).toBe(
      afi!.title,
    );
  });
});
