"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import type { FormState } from "@/components/account/form-state";
import { changeCatalogueItem, clearClinicPrice } from "@/server/catalogue/change-catalogue-item";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import { withStaff } from "@/server/staff/current-staff";

/**
 * Prices are rendered into static pages (service pages, lists, the home page's "from" prices): after a
 * change every page is revalidated, so the next visitor gets the new price (decision 143).
 */
function refreshSite() {
  revalidatePath("/", "layout");
}

const change = withStaff(
  async (actor, c: ActionContext): Promise<FormState> => {
    await changeCatalogueItem(actor, { code: c.input.code ?? "", clinicId: c.input.clinicId ?? "", price: c.input.price ?? "", salePrice: c.input.salePrice ?? "", available: c.input.available });
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
    redirect(`${pathFor(c.area, "en", `staff/catalogue/${encodeURIComponent(c.input.code ?? "")}`)}?clinic=${encodeURIComponent(c.input.clinic ?? "")}&cleared=1`);
  },
  { role: "manager" },
);

export async function changeCatalogueItemAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, (c) => change(c), { fieldMessages: "staff" });
}

export async function clearClinicPriceAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, (c) => clear(c), { fieldMessages: "staff" });
}
