import { inArray, sql } from "drizzle-orm";
import { clinicSeed } from "../../config/site";
import type { Database } from "../client";
import { catalogueItems, catalogueOptions, clinicChairs, clinics } from "../schema";
import { catalogueSeed, retiredOptionCodes } from "./catalogue-data";

/** Load clinics, chairs and the catalogue. Upserts by natural key, so running it twice changes nothing. */
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
      for (const [optionIndex, option] of options.entries()) {
        const optionValues = { ...option, itemId: row!.id, sortOrder: optionIndex };
        await tx
          .insert(catalogueOptions)
          .values(optionValues)
          .onConflictDoUpdate({ target: catalogueOptions.code, set: optionValues });
      }
    }
    await tx
      .update(catalogueOptions)
      .set({ active: false })
      .where(inArray(catalogueOptions.code, [...retiredOptionCodes]));
  });
}
