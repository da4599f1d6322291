"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import type { FormState } from "@/shared/forms/form-state";
import { changeCatalogueItem, clearClinicPrice } from "@/server/catalogue/change-catalogue-item";
import { changeClinicOptionPrice } from "@/server/catalogue/change-option-price";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import { withStaff } from "@/server/staff/current-staff";

/**
 * Prices are rendered into static pages (service pages, lists, the home page's "from" prices): after a
 * change every page is revalidated, so the next visitor gets the new price (decision 143).
 */
function refreshSite() {
  refreshPages("/", "layout");
}

const change = withStaff(
  async (actor, c: ActionContext): Promise<FormState> => {
    await changeCatalogueItem(actor, {
      code: c.input.code ?? "",
      clinicId: c.input.clinicId ?? "",
      price: c.input.price ?? "",
      salePrice: c.input.salePrice ?? "",
      saleFrom: c.input.saleFrom ?? "",
      saleUntil: c.input.saleUntil ?? "",
      available: c.input.available,
    });
    refreshSite();
    return { status: "success", message: "Saved. The site shows the new price now." };
  },
  { role: "manager" },
);

const clear = withStaff(
  async (actor, c: ActionContext): Promise<FormState> => {
    await clearClinicPrice(actor, { code: c.input.code ?? "", clinicId: c.input.clinicId ?? "" });
    refreshSite();
    // A fresh screen: the price form shows the group's values again, and says so.
    redirect(
      `${pathFor(c.area, "en", `staff/catalogue/${encodeURIComponent(c.input.code ?? "")}`)}?clinic=${encodeURIComponent(c.input.clinic ?? "")}&cleared=1`,
    );
  },
  { role: "manager" },
);

const changeOption = withStaff(
  async (actor, c: ActionContext): Promise<FormState> => {
    await changeClinicOptionPrice(actor, {
      code: c.input.code ?? "",
      optionCode: c.input.optionCode ?? "",
      clinicId: c.input.clinicId ?? "",
      price: c.input.price ?? "",
    });
    refreshSite();
    return { status: "success", message: "Saved. The site shows the new add-on price now." };
  },
  { role: "manager" },
);

export async function changeCatalogueItemAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, (c) => change(c), { fieldMessages: "staff" });
}

export async function clearClinicPriceAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, (c) => clear(c), { fieldMessages: "staff" });
}

/** One clinic's own price for an add-on (empty: the group's again; decision 164). */
export async function changeClinicOptionPriceAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, (c) => changeOption(c), { fieldMessages: "staff" });
}
