import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Tx } from "@/db/client";
import { catalogueItems, cataloguePrices, clinicCatalogueOverrides, clinics } from "@/db/schema";
import { currencies } from "@/config/money";
import { clinicDayRange } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit, type AuditEntry } from "@/server/staff/audit";
import { checkboxField, dayField, idField, moneyField, optionalMoneyField } from "@/server/staff/staff-fields";

/**
 * A price change from the back office: the group's price (no clinic: admins only), which is the price list's row in
 * the currency asked for (`currency`; the item's own, catalogue_items.currency, by default: decisions 268, 273), or
 * one clinic's own price (managers of that clinic, in the clinic's currency). The group's sale and availability
 * belong to the item's own currency's list only. Form fields: code, clinicId ("" for the group), price, salePrice ("" for
 * none), saleFrom / saleUntil (clinic days, "" for open-ended; decision 168), available ("on" when ticked).
 */
const optionalDay = z
  .union([z.literal("").transform(() => null), dayField])
  .optional()
  .transform((v) => v ?? null);
export const changeCatalogueItemSchema = z
  .object({
    code: z.string("itemRequired").trim().min(1, "itemRequired").max(40, "itemRequired"),
    clinicId: z
      .union([z.literal("").transform(() => null), idField])
      .optional()
      .transform((v) => v ?? null),
    /** The group's list to change (no clinic): the item's own currency when absent. Ignored for a clinic. */
    currency: z
      .string("listCurrencyRequired")
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.enum(currencies, "listCurrencyRequired").optional()),
    price: moneyField,
    salePrice: optionalMoneyField,
    saleFrom: optionalDay,
    saleUntil: optionalDay,
    available: checkboxField,
  })
  .refine((v) => v.salePrice == null || v.salePrice < v.price, { path: ["salePrice"], message: "saleBelowPrice" })
  .refine((v) => v.saleFrom == null || v.saleUntil == null || v.saleUntil >= v.saleFrom, {
    path: ["saleUntil"],
    message: "endBeforeStart",
  })
  .refine((v) => v.salePrice != null || (v.saleFrom == null && v.saleUntil == null), {
    path: ["salePrice"],
    message: "saleDatesNeedPrice",
  });

/** The zone the group's sale days are read in: the headquarters' (London). */
export async function headquartersZone(): Promise<string> {
  return saleZone(getDb(), null);
}

/** The zone the group's sale days are read in: the headquarters' (London); a clinic's own sale uses its zone. */
async function saleZone(db: Pick<ReturnType<typeof getDb>, "select">, clinicId: number | null): Promise<string> {
  const [row] = await db
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(clinicId == null ? eq(clinics.isHeadquarters, true) : eq(clinics.id, clinicId));
  return row?.timeZone ?? "Europe/London";
}

/** The group's price list row of an item in one currency, set (inserted or replaced) in the change's transaction. */
async function setListPrice(
  tx: Pick<ReturnType<typeof getDb>, "insert">,
  itemId: number,
  currency: string,
  priceCents: number,
): Promise<void> {
  await tx
    .insert(cataloguePrices)
    .values({ itemId, currency, priceCents })
    .onConflictDoUpdate({ target: [cataloguePrices.itemId, cataloguePrices.currency], set: { priceCents } });
}

export type ChangeCatalogueItemInput = z.input<typeof changeCatalogueItemSchema>;

export async function changeCatalogueItem(
  actor: StaffActor,
  raw: ChangeCatalogueItemInput,
  now = new Date(),
): Promise<{ code: string; clinicId: number | null }> {
  assertRole(actor, "manager");
  const input = changeCatalogueItemSchema.parse(raw);
  // Before reading anything: a manager learns nothing about another clinic's catalogue.
  if (input.clinicId == null) assertRole(actor, "admin");
  else assertClinic(actor, input.clinicId);
  return getDb().transaction(async (tx) => {
    const [item] = await tx
      .select({
        id: catalogueItems.id,
        currency: catalogueItems.currency,
        priceCents: cataloguePrices.priceCents,
        salePriceCents: catalogueItems.salePriceCents,
        saleStartsAt: catalogueItems.saleStartsAt,
        saleEndsAt: catalogueItems.saleEndsAt,
        available: catalogueItems.available,
      })
      .from(catalogueItems)
      .leftJoin(
        cataloguePrices,
        and(eq(cataloguePrices.itemId, catalogueItems.id), eq(cataloguePrices.currency, catalogueItems.currency)),
      )
      .where(eq(catalogueItems.code, input.code))
      .for("update", { of: catalogueItems });
    if (!item) throw new AppError("NOT_FOUND");
    // A sale runs from the start of its first clinic day to the end of its last one (decision 168).
    const zone = await saleZone(tx, input.clinicId);
    const after = {
      priceCents: input.price,
      salePriceCents: input.salePrice,
      saleStartsAt: input.saleFrom ? clinicDayRange(input.saleFrom, zone).start : null,
      saleEndsAt: input.saleUntil ? clinicDayRange(input.saleUntil, zone).end : null,
      available: input.available,
    };
    if (input.clinicId == null && input.currency && input.currency !== item.currency) {
      // Another currency's group list: its price only. The group's sale and availability are the item's, kept with
      // its own currency's list (decision 270); a sale here would be charged nowhere.
      if (input.salePrice != null || input.saleFrom != null || input.saleUntil != null)
        throw new AppError("VALIDATION", {}, { salePrice: "saleInItemCurrency" });
      const listed = and(eq(cataloguePrices.itemId, item.id), eq(cataloguePrices.currency, input.currency));
      const [before] = await tx.select({ priceCents: cataloguePrices.priceCents }).from(cataloguePrices).where(listed);
      await setListPrice(tx, item.id, input.currency, input.price);
      await auditItemPrice(
        tx,
        actor,
        input.code,
        {
          action: "catalogue.price",
          before: { currency: input.currency, priceCents: before?.priceCents ?? null },
          after: { currency: input.currency, priceCents: input.price },
        },
        now,
      );
    } else if (input.clinicId == null) {
      // The old column is kept in step with the price list until nothing reads it (decision 268, step 3).
      await tx
        .update(catalogueItems)
        .set({ ...after, updatedAt: now })
        .where(eq(catalogueItems.id, item.id));
      await setListPrice(tx, item.id, item.currency, input.price);
      await auditItemPrice(
        tx,
        actor,
        input.code,
        {
          action: "catalogue.price",
          before: {
            priceCents: item.priceCents,
            salePriceCents: item.salePriceCents,
            saleStartsAt: item.saleStartsAt,
            saleEndsAt: item.saleEndsAt,
            available: item.available,
          },
          after,
        },
        now,
      );
    } else {
      const [before] = await tx
        .select({
          priceCents: clinicCatalogueOverrides.priceCents,
          salePriceCents: clinicCatalogueOverrides.salePriceCents,
          saleStartsAt: clinicCatalogueOverrides.saleStartsAt,
          saleEndsAt: clinicCatalogueOverrides.saleEndsAt,
          available: clinicCatalogueOverrides.available,
        })
        .from(clinicCatalogueOverrides)
        .where(
          and(eq(clinicCatalogueOverrides.clinicId, input.clinicId), eq(clinicCatalogueOverrides.itemId, item.id)),
        );
      await tx
        .insert(clinicCatalogueOverrides)
        .values({ clinicId: input.clinicId, itemId: item.id, ...after, updatedAt: now })
        .onConflictDoUpdate({
          target: [clinicCatalogueOverrides.clinicId, clinicCatalogueOverrides.itemId],
          set: { ...after, updatedAt: now },
        });
      await auditItemPrice(
        tx,
        actor,
        input.code,
        {
          action: "catalogue.clinic_price",
          clinicId: input.clinicId,
          before: before ?? null,
          after,
        },
        now,
      );
    }
    return { code: input.code, clinicId: input.clinicId };
  });
}

/** One audit row for a change of an item's price, sale or availability (the group's or a clinic's). */
function auditItemPrice(
  tx: Tx,
  actor: StaffActor,
  code: string,
  change: Pick<AuditEntry, "action" | "clinicId" | "before" | "after">,
  now: Date,
): Promise<void> {
  return recordAudit(tx, actor, { ...change, entity: "catalogue_item", entityId: code }, now);
}

/** A clinic goes back to the group's price, sale and availability for this item. */
export async function clearClinicPrice(
  actor: StaffActor,
  raw: { code: string; clinicId: string | number },
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const clinicId = idField.parse(raw.clinicId);
  assertClinic(actor, clinicId);
  await getDb().transaction(async (tx) => {
    const [item] = await tx
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(eq(catalogueItems.code, String(raw.code)));
    if (!item) throw new AppError("NOT_FOUND");
    const [before] = await tx
      .delete(clinicCatalogueOverrides)
      .where(and(eq(clinicCatalogueOverrides.clinicId, clinicId), eq(clinicCatalogueOverrides.itemId, item.id)))
      .returning({
        priceCents: clinicCatalogueOverrides.priceCents,
        salePriceCents: clinicCatalogueOverrides.salePriceCents,
        available: clinicCatalogueOverrides.available,
      });
    if (before)
      await auditItemPrice(
        tx,
        actor,
        raw.code,
        {
          action: "catalogue.clinic_price_cleared",
          clinicId,
          before,
          after: null,
        },
        now,
      );
  });
}
