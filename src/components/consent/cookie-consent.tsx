import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { CookieBanner } from "./cookie-banner";

/** The banner with its text in the page's language (the island gets strings, not the catalogue). */
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "common.consent" });
  const keys = [
    "label",
    "title",
    "body",
    "accept",
    "reject",
    "choose",
    "save",
    "necessary",
    "necessaryHint",
    "campaign",
    "campaignHint",
  ] as const;
  return (
    <CookieBanner text={Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<(typeof keys)[number], string>} />
  );
}
