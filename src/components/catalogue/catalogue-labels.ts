import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

/** The strings the catalogue's client islands and shared pieces need, translated once per page. */
export async function catalogueLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "catalogue" });
  return {
    t,
    facts: {
      price: t("ui.price"),
      duration: t("ui.duration"),
      sessions: t("ui.sessions"),
      details: t("ui.details"),
      regularPrice: t("ui.regularPrice"),
    },
    disclaimer: { title: t("ui.disclaimerTitle"), text: t("ui.disclaimer") },
  };
}
