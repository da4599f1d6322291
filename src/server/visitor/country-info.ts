import "server-only";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import { areaOfCountry, type Area } from "@/config/site";
import { localeTags, type Locale } from "@/i18n/locales";

export interface CountryInfo {
  /** ISO 3166 alpha-2, lower case like the original site's client state, or null when no country is known. */
  country_code: string | null;
  /** The country's name in the caller's language. */
  name: string | null;
  /** The international dialling code ("+44"), for the phone fields. */
  calling_code: string | null;
  /** The area (market) of this site that serves the country, or null. */
  area: Area | null;
  /** Where the country came from: the `country` field, the `country-code` header, the caller's address, or nowhere. */
  source: "field" | "header" | "address" | "none";
}

const ALPHA2 = /^[A-Za-z]{2}$/;

/** What the site knows about a country (docs/product/api.md /api/getCountryInfo), named in the caller's language. */
export function countryInfo(code: string | null, source: CountryInfo["source"], locale: Locale): CountryInfo {
  const upper = code && ALPHA2.test(code) ? code.toUpperCase() : null;
  if (!upper) return { country_code: null, name: null, calling_code: null, area: null, source: "none" };
  let name: string | null = null;
  try {
    const named = new Intl.DisplayNames([localeTags[locale]], { type: "region", fallback: "none" }).of(upper);
    name = named ?? null;
  } catch {
    name = null;
  }
  return {
    country_code: upper.toLowerCase(),
    name,
    calling_code: isSupportedCountry(upper) ? `+${getCountryCallingCode(upper)}` : null,
    area: areaOfCountry(upper),
    source,
  };
}
