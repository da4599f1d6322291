import "server-only";
import { getTranslations } from "next-intl/server";
import { resolvePageContext } from "@/i18n/route-params";
import { getCustomerProfile } from "@/server/customers/get-customer-profile";
import { requireStaffPage } from "@/server/staff/current-staff";
import { foundOrNotFound } from "../../_auth/staff-page";

/** The address of a customer's back-office pages. */
export type CustomerPageParams = Promise<{ area: string; locale: string; customerId: string }>;

/**
 * The start of a customer's back-office pages (the profile, booking by phone): reception or above, the page's
 * English words and the customer's profile as this person may see it; "not found" for a customer they may not.
 */
export async function openCustomerPage(params: CustomerPageParams, at: { below: "" | "/book"; namespace: string }) {
  const { area, locale } = await resolvePageContext(params);
  const { customerId } = await params;
  const actor = await requireStaffPage({
    area,
    locale,
    path: `staff/customers/${customerId}${at.below}`,
    role: "reception",
  });
  const t = await getTranslations({ locale: "en", namespace: at.namespace });
  const now = new Date();
  const profile = await foundOrNotFound(getCustomerProfile(actor, customerId, now));
  return { area, actor, t, now, profile };
}
