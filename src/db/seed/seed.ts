import { eq, inArray, sql } from "drizzle-orm";
import { clinicSeed } from "../../config/site";
import type { Database } from "../client";
import {
  catalogueItems,
  catalogueOptionPrices,
  catalogueOptions,
  cataloguePrices,
  clinicChairs,
  clinicians,
  clinics,
} from "../schema";
import { catalogueSeed, retiredOptionCodes } from "./catalogue-data";
import { localItemPrices, localOptionPrices, type LocalPrices } from "./catalogue-prices";
import { clinicianSeed } from "./clinician-data";

/** An item's or option's price list rows: the catalogue's dollar price and the demo's pounds and rand (decision 268). */
function priceRows(code: string, usdCents: number, local: LocalPrices): { currency: string; priceCents: number }[] {
  const own = local[code];
  if (!own) throw new Error(`src/db/seed/catalogue-prices.ts has no GBP and ZAR prices for ${code}`);
  return [
    { currency: "USD", priceCents: usdCents },
    { currency: "GBP", priceCents: Math.round(own.GBP * 100) },
    { currency: "ZAR", priceCents: Math.round(own.ZAR * 100) },
  ];
}

/**
 * Load clinics, chairs, the catalogue with its price list in each currency, and the demo's care teams. Upserts by natural key, so running it twice changes
 * nothing; a clinic's care team only while it lists no one (its managers own it from then on).
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, clinic] of clinicSeed.entries()) {
      const { chairs, ...fields } = clinic;
      const [row] = await tx
        .insert(clinics)
        .values({ ...fields, sortOrder: index })
        .onConflictDoUpdate({ target: clinics.slug, set: { ...fields, sortOrder: index } })
        .returning({ id: clinics.id });
      for (let n = 1; n <= chairs; n++) {
        await tx
          .insert(clinicChairs)
          .values({ clinicId: row!.id, label: `Chair ${n}` })
          .onConflictDoNothing();
      }
      const [listed] = await tx
        .select({ id: clinicians.id })
        .from(clinicians)
        .where(eq(clinicians.clinicId, row!.id))
        .limit(1);
      if (!listed)
        await tx
          .insert(clinicians)
          .values(clinicianSeed[clinic.slug].map((c, order) => ({ ...c, clinicId: row!.id, sortOrder: order })))
          .onConflictDoNothing();
    }

    for (const [index, item] of catalogueSeed.entries()) {
      const { options = [], ...fields } = item;
      const values = {
        ...fields,
        sessions: fields.sessions ?? 1,
        priceOnRequest: fields.priceOnRequest ?? false,
        requestOnly: fields.requestOnly ?? false,
        partnerType: fields.partnerType ?? null,
        sortOrder: index,
      };
      const [row] = await tx
        .insert(catalogueItems)
        .values(values)
        .onConflictDoUpdate({ target: catalogueItems.code, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: catalogueItems.id });
      await tx
        .insert(cataloguePrices)
        .values(priceRows(item.code, item.priceCents, localItemPrices).map((p) => ({ ...p, itemId: row!.id })))
        .onConflictDoUpdate({
          target: [cataloguePrices.itemId, cataloguePrices.currency],
          set: { priceCents: sql`excluded.price_cents` },
        });
      for (const [optionIndex, option] of options.entries()) {
        const optionValues = { ...option, itemId: row!.id, sortOrder: optionIndex };
        const [optionRow] = await tx
          .insert(catalogueOptions)
          .values(optionValues)
          .onConflictDoUpdate({ target: catalogueOptions.code, set: optionValues })
          .returning({ id: catalogueOptions.id });
        await tx
          .insert(catalogueOptionPrices)
          .values(
            priceRows(option.code, option.priceCents, localOptionPrices).map((p) => ({
              ...p,
              optionId: optionRow!.id,
            })),
          )
          .onConflictDoUpdate({
            target: [catalogueOptionPrices.optionId, catalogueOptionPrices.currency],
            set: { priceCents: sql`excluded.price_cents` },
          });
      }
    }
    await tx
      .update(catalogueOptions)
      .set({ active: false })
      .where(inArray(catalogueOptions.code, [...retiredOptionCodes]));
  });
}
