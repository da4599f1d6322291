import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems, catalogueOptions } from "@/db/schema";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import {
  effectiveItemPrice,
  readClinicOverrides,
  type ClinicPriceOverride,
  type EffectivePrice,
  type GroupPrice,
} from "./item-price";

export interface StaffCatalogueRow {
  code: string;
  title: string;
  category: string;
  currency: string;
  hasOptions: boolean;
  group: GroupPrice;
  /** This clinic's own values, when it has any. */
  override: ClinicPriceOverride | null;
  /** What the site charges at this clinic (or the group's, without a clinic). */
  effective: EffectivePrice;
}

/** Every item sold online with its group price and, for a clinic, that clinic's override (managers). */
export async function listCatalogueForStaff(
  actor: StaffActor,
  clinicId: number | null,
  now: Date = new Date(),
): Promise<StaffCatalogueRow[]> {
  assertRole(actor, "manager");
  if (clinicId == null) assertRole(actor, "admin");
  else assertClinic(actor, clinicId);
  const db = getDb();
  const items = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), eq(catalogueItems.priceOnRequest, false)))
    .orderBy(asc(catalogueItems.category), asc(catalogueItems.sortOrder), asc(catalogueItems.id));
  const overrides =
    clinicId == null
      ? new Map<number, ClinicPriceOverride>()
      : await readClinicOverrides(
          db,
          clinicId,
          items.map((i) => i.id),
        );
  const withOptions = new Set(
    (await db.select({ itemId: catalogueOptions.itemId }).from(catalogueOptions)).map((o) => o.itemId),
  );
  return items.map((item) => {
    const override = overrides.get(item.id) ?? null;
    return {
      code: item.code,
      title: item.title,
      category: item.category,
      currency: item.currency,
      hasOptions: withOptions.has(item.id),
      group: {
        priceCents: item.priceCents,
        salePriceCents: item.salePriceCents,
        saleStartsAt: item.saleStartsAt,
        saleEndsAt: item.saleEndsAt,
        available: item.available,
      },
      override,
      effective: effectiveItemPrice(item, override, now),
    };
  });
}
