import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { catalogueItems, catalogueOptions, clinicOptionOverrides } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { idField, moneyField } from "@/server/staff/staff-fields";
import { readPriceList } from "./price-list";

/**
 * One clinic's own price for an add-on choice (decision 164). Form fields: code (the item), optionCode,
 * clinicId, price ("" or absent: the group's option price again, the clinic's row is deleted).
 */
/** Empty: the group's price again; else the item price's own field (same messages, reported on `price`). */
const optionalPrice = z
  .string("priceFormat")
  .optional()
  .transform((value, ctx) => {
    if ((value ?? "").trim() === "") return null;
    const parsed = moneyField.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });

export const changeClinicOptionPriceSchema = z.object({
  code: z.string("itemRequired").trim().min(1, "itemRequired").max(40, "itemRequired"),
  optionCode: z.string("itemRequired").trim().min(1, "itemRequired").max(60, "itemRequired"),
  clinicId: idField,
  price: optionalPrice,
});

export type ChangeClinicOptionPriceInput = z.input<typeof changeClinicOptionPriceSchema>;

export interface StaffOptionPrice {
  code: string;
  name: string;
  /** The price list's row in the clinic's currency; null: none (not sold there without the clinic's own price). */
  groupPriceCents: number | null;
  /** This clinic's own price, null when it follows the group. */
  clinicPriceCents: number | null;
  /** What the site charges for it at this clinic; null: not sold there. */
  effectiveCents: number | null;
}

/** The add-on choices of one item with the group's price and this clinic's own (managers of the clinic, admins). */
export async function listOptionPricesForStaff(
  actor: StaffActor,
  code: string,
  clinicId: number,
): Promise<StaffOptionPrice[]> {
  assertRole(actor, "manager");
  assertClinic(actor, clinicId);
  const db = getDb();
  const options = await db
    .select({
      id: catalogueOptions.id,
      code: catalogueOptions.code,
      name: catalogueOptions.name,
    })
    .from(catalogueOptions)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueOptions.itemId))
    .where(and(eq(catalogueItems.code, code), eq(catalogueOptions.active, true)))
    .orderBy(asc(catalogueOptions.sortOrder), asc(catalogueOptions.id));
  const prices = await readPriceList(db, { clinicId }, { optionIds: options.map((o) => o.id) });
  return options.map((o) => ({
    code: o.code,
    name: o.name,
    groupPriceCents: prices.listedOption(o.id),
    clinicPriceCents: prices.optionOverride(o.id),
    effectiveCents: prices.option(o.id),
  }));
}

/** Set (or, with an empty price, clear) one clinic's own price for an add-on; audited with before and after. */
export async function changeClinicOptionPrice(
  actor: StaffActor,
  raw: ChangeClinicOptionPriceInput,
  now = new Date(),
): Promise<{ code: string; optionCode: string; clinicId: number }> {
  assertRole(actor, "manager");
  const input = changeClinicOptionPriceSchema.parse(raw);
  // Before reading anything: a manager learns nothing about another clinic's prices.
  assertClinic(actor, input.clinicId);
  return getDb().transaction(async (tx) => {
    const [option] = await tx
      .select({ id: catalogueOptions.id })
      .from(catalogueOptions)
      .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueOptions.itemId))
      .where(and(eq(catalogueItems.code, input.code), eq(catalogueOptions.code, input.optionCode)))
      .for("update", { of: catalogueOptions });
    if (!option) throw new AppError("NOT_FOUND");
    const where = and(
      eq(clinicOptionOverrides.clinicId, input.clinicId),
      eq(clinicOptionOverrides.optionId, option.id),
    );
    const [before] = await tx
      .select({ priceCents: clinicOptionOverrides.priceCents })
      .from(clinicOptionOverrides)
      .where(where);
    if (input.price == null) {
      await tx.delete(clinicOptionOverrides).where(where);
    } else {
      await tx
        .insert(clinicOptionOverrides)
        .values({ clinicId: input.clinicId, optionId: option.id, priceCents: input.price, updatedAt: now })
        .onConflictDoUpdate({
          target: [clinicOptionOverrides.clinicId, clinicOptionOverrides.optionId],
          set: { priceCents: input.price, updatedAt: now },
        });
    }
    const after = input.price == null ? null : { priceCents: input.price };
    if (before || after) {
      await recordAudit(
        tx,
        actor,
        {
          action: "catalogue.clinic_option_price",
          entity: "catalogue_option",
          entityId: input.optionCode,
          clinicId: input.clinicId,
          before: before ?? null,
          after,
        },
        now,
      );
    }
    return { code: input.code, optionCode: input.optionCode, clinicId: input.clinicId };
  });
}
