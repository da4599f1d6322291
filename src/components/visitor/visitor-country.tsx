import { getTranslations } from "next-intl/server";
import { areas } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { CountrySuggestion } from "./country-suggestion";

/** The visitor-country island with its text in the page's language (the island gets strings, not the catalogue). */
export async function VisitorCountry({ area, locale }: { area: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "common.countrySuggestion" });
  return (
    <CountrySuggestion
      area={area}
      text={{
        label: t("label"),
        question: Object.fromEntries(areas.map((a) => [a, t(`question.${a}`)])),
        switchTo: t("switchTo"),
        stay: t("stay"),
      }}
    />
  );
}
