import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  catalogueItems,
  catalogueOptionPrices,
  catalogueOptions,
  cataloguePrices,
  clinicCatalogueOverrides,
  clinicChairs,
  clinics,
} from "@/db/schema";
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

  it("refuses a change to a seeded item's or option's price list rows (decision 268)", async () => {
    const [afi] = await getDb().select().from(catalogueItems).where(eq(catalogueItems.code, "AFI"));
    const [option] = await getDb().select().from(catalogueOptions).where(eq(catalogueOptions.code, "GPI-B12"));
    const afiUsd = and(eq(cataloguePrices.itemId, afi!.id), eq(cataloguePrices.currency, "USD"));
    const before = await getDb().select().from(cataloguePrices).where(afiUsd);
    expect(before).toHaveLength(1);
    await expect(getDb().update(cataloguePrices).set({ priceCents: 1 }).where(afiUsd)).rejects.toMatchObject(refused);
    await expect(
      getDb().insert(cataloguePrices).values({ itemId: afi!.id, currency: "EUR", priceCents: 1 }),
    ).rejects.toMatchObject(refused);
    await expect(
      getDb().delete(catalogueOptionPrices).where(eq(catalogueOptionPrices.optionId, option!.id)),
    ).rejects.toMatchObject(refused);
    expect(await getDb().select().from(cataloguePrices).where(afiUsd)).toEqual(before);
    expect(
      await getDb().select().from(catalogueOptionPrices).where(eq(catalogueOptionPrices.optionId, option!.id)),
    ).toHaveLength(3);
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
