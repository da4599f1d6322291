import { getCountries, getCountryCallingCode } from "libphonenumber-js/min";

/** The country the site's area suggests for the phone number. */
export const areaCountry = { us: "US", uk: "GB", za: "ZA" } as const;

/** Every country with its dialling code, named in the page's language and sorted for it. */
export function countryOptions(tag: string): { code: string; label: string }[] {
  const names = new Intl.DisplayNames([tag], { type: "region" });
  const collator = new Intl.Collator(tag);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name, dial }) => ({ code, label: `${name} (+${dial})` }));
}
