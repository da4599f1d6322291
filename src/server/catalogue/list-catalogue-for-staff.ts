import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems, catalogueOptions } from "@/db/schema";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import type { ClinicPriceOverride, EffectivePrice, GroupPrice } from "./item-price";
import { readPriceList } from "./price-list";

export interface StaffCatalogueRow {
  code: string;
  title: string;
  category: string;
  /** The clinic's currency (without a clinic, the group list's asked for): every amount of the row is in it. */
  currency: string;
  /** The item's own currency: the group's sale and availability belong to its list only (decision 270). */
  itemCurrency: string;
  hasOptions: boolean;
  /** The price list's row in that currency (null: not sold in it) with the group's sale and availability. */
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
  /** Without a clinic: which currency's group list (the group's default without one). */
  currency?: string,
): Promise<StaffCatalogueRow[]> {
  assertRole(actor, "manager");
  if (clinicId == null) assertRole(actor, "admin");
  else assertClinic(actor, clinicId);
  const db = getDb();
  const items = await db
    .select({
      id: catalogueItems.id,
      code: catalogueItems.code,
      title: catalogueItems.title,
      category: catalogueItems.category,
      itemCurrency: catalogueItems.currency,
    })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), eq(catalogueItems.priceOnRequest, false)))
    .orderBy(asc(catalogueItems.category), asc(catalogueItems.sortOrder), asc(catalogueItems.id));
  const prices = await readPriceList(db, { clinicId, currency }, { itemIds: items.map((i) => i.id) });
  const withOptions = new Set(
    (await db.select({ itemId: catalogueOptions.itemId }).from(catalogueOptions)).map((o) => o.itemId),
  );
  return items.map((item) => ({
    code: item.code,
    title: item.title,
    category: item.category,
    currency: prices.currency,
    itemCurrency: item.itemCurrency,
    hasOptions: withOptions.has(item.id),
    group: prices.group(item.id),
    override: prices.itemOverride(item.id),
    effective: prices.item(item.id, now),
  }));
}
