import type { ComponentProps } from "react";
import { areaCountry, countryOptions } from "@/components/requests/country-options";
import { ContactForm } from "@/components/requests/contact-form";
import type { Area } from "@/config/site";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { localeTags, type Locale } from "@/i18n/locales";

type ContactFormProps = ComponentProps<typeof ContactForm>;

/**
 * The call-back form with its messages: no clinic to choose, the countries in the visitor's language, starting on
 * `defaultCountry` (by default the area's own).
 */
export function CallBackForm({
  action,
  area,
  locale,
  defaultCountry = areaCountry[area],
}: {
  action: ContactFormProps["action"];
  area: Area;
  locale: Locale;
  defaultCountry?: ContactFormProps["defaultCountry"];
}) {
  return (
    <IslandIntl provider="requests" locale={locale}>
      <ContactForm
        variant="callBack"
        action={action}
        area={area}
        locale={locale}
        clinics={[]}
        countries={countryOptions(localeTags[locale])}
        defaultCountry={defaultCountry}
      />
    </IslandIntl>
  );
}
