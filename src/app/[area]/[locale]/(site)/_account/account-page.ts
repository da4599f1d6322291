import "server-only";
import type { Metadata } from "next";
import type { Area } from "@/config/site";
import { CLOCK, formatTag } from "@/i18n/formats";
import type { Locale } from "@/i18n/locales";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { requireUser } from "@/server/accounts/current-user";
import { sitePageMetadata } from "../_site/page-metadata";

/**
 * An account page's metadata: its title and description from the page's catalogue section, and kept out of search
 * engines (a signed-in page).
 */
export function accountPageMetadata(
  params: RouteParams,
  at: { path: string; namespace: string; titleKey?: string; descriptionKey?: string },
): Promise<Metadata> {
  return sitePageMetadata(params, { ...at, noIndex: true });
}

/** The start of an account page: the area, the locale and the signed-in customer (else the login page, back here). */
export async function openAccountPage(params: RouteParams, path: string) {
  const { area, locale } = await resolvePageContext(params);
  const user = await requireUser({ area, locale, path });
  return { area, locale, user };
}

/** A date and time as the account's lists write it (a booking made, an order placed), in the clinic's time zone. */
export function accountDateTime(area: Area, locale: Locale) {
  return (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat(formatTag(locale, area), {
      dateStyle: "medium",
      timeStyle: "short",
      ...CLOCK,
      timeZone,
      numberingSystem: "latn",
    }).format(at);
}

/** A day as the account's lists write it (a card bought, a voucher's or a referral's expiry), on London's calendar. */
export function accountDate(area: Area, locale: Locale, dateStyle: "medium" | "long" = "medium") {
  return new Intl.DateTimeFormat(formatTag(locale, area), {
    dateStyle,
    timeZone: "Europe/London",
    numberingSystem: "latn",
  });
}
