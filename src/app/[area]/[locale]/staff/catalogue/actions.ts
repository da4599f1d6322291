"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { changeCatalogueItem, clearClinicPrice } from "@/server/catalogue/change-catalogue-item";
import { changeClinicOptionPrice } from "@/server/catalogue/change-option-price";
import { fieldsOf } from "../_forms/fields-of";
import { formFields, staffAction } from "@/server/forms/action";

/**
 * Prices are rendered into static pages (service pages, lists, the home page's "from" prices): after a
 * change every page is revalidated, so the next visitor gets the new price (decision 143).
 */
function refreshSite() {
  refreshPages("/", "layout");
}

const manager = staffAction({ role: "manager" });

export const changeCatalogueItemAction = manager(formFields, async (input, ctx) => {
  await changeCatalogueItem(ctx.actor, {
    ...fieldsOf(input, "code", "clinicId", "currency", "price", "salePrice", "saleFrom", "saleUntil"),
    available: input.available,
  });
  refreshSite();
  return { status: "success", message: "Saved. The site shows the new price now." };
});

export const clearClinicPriceAction = manager(formFields, async (input, ctx) => {
  await clearClinicPrice(ctx.actor, { code: input.code ?? "", clinicId: input.clinicId ?? "" });
  refreshSite();
  // A fresh screen: the price form shows the group's values again, and says so.
  redirect(
    `${pathFor(ctx.area, "en", `staff/catalogue/${encodeURIComponent(input.code ?? "")}`)}?clinic=${encodeURIComponent(input.clinic ?? "")}&cleared=1`,
  );
});

/** One clinic's own price for an add-on (empty: the group's again; decision 164). */
export const changeClinicOptionPriceAction = manager(formFields, async (input, ctx) => {
  await changeClinicOptionPrice(ctx.actor, fieldsOf(input, "code", "optionCode", "clinicId", "price"));
  refreshSite();
  return { status: "success", message: "Saved. The site shows the new add-on price now." };
});
