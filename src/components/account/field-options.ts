import { countryCodes, titles } from "@/server/accounts/fields";

/** The choices of the title and country-code selects (values are the API's). */
export function titleOptions(label: (title: (typeof titles)[number]) => string) {
  return titles.map((value) => ({ value, label: label(value) }));
}

export const countryCodeOptions = countryCodes.map((value) => ({ value, label: value }));

/** Split a stored E.164 number back into the form's two fields (longest known prefix wins). */
export function splitMobile(mobile: string | null): { countryCode: string; mobile: string } {
  if (!mobile) return { countryCode: "+44", mobile: "" };
  const prefix = [...countryCodes].sort((a, b) => b.length - a.length).find((c) => mobile.startsWith(c));
  return prefix ? { countryCode: prefix, mobile: mobile.slice(prefix.length) } : { countryCode: "+44", mobile };
}
