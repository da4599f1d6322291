import "server-only";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { resolvePageContext } from "@/i18n/route-params";
import { getCustomerProfile } from "@/server/customers/get-customer-profile";
import { isAppError } from "@/server/errors/app-error";
import { requireStaffPage } from "@/server/staff/current-staff";

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
  const profile = await getCustomerProfile(actor, customerId, now).catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return { area, actor, t, now, profile };
}
