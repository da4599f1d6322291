/**
 * Everything that makes this deployment "Aurum Clinic": brand, markets, clinics.
 * Another clinic group runs the same code by changing this file and the seed.
 */

export const brand = {
  name: "Aurum Clinic",
  shortName: "Aurum",
  siteUrl: process.env.SITE_URL ?? "http://localhost:3000",
  email: "hello@aurumclinic.com",
  phone: "+44 20 7946 0321",
  /** Where the partner spa's own booking shop lives (docs/product/routes-and-languages.md: the external booking shop). */
  partnerShopUrl: "https://shop.aurumclinic.com/spa",
} as const;

/**
 * Where website requests are sent (issue 12). Contact messages go to the chosen clinic's own address
 * (clinicSeed); these desks take the requests that are not a single clinic's.
 */
export const requestDesks = {
  /** Spa/residence and concierge requests. */
  concierge: "concierge@aurumclinic.com",
  /** Call-backs without a clinic. */
  frontDesk: "hello@aurumclinic.com",
  /** Franchising enquiries (join-us/franchising). */
  franchising: "franchising@aurumclinic.com",
  /** Job applications, with their CVs kept in the file store. */
  careers: "careers@aurumclinic.com",
} as const;

export const areas = ["us", "uk", "za"] as const;
export type Area = (typeof areas)[number];
export const defaultArea: Area = "us";

export function isArea(value: string | undefined): value is Area {
  return (areas as readonly string[]).includes(value ?? "");
}

/** The country each market (area) serves: a visitor from one of these is offered its area (issue 12). */
export const areaCountries: Record<Area, string> = { us: "US", uk: "GB", za: "ZA" };

/** The area whose market a country is (ISO 3166 alpha-2, any case), or null. */
export function areaOfCountry(country: string | null | undefined): Area | null {
  const code = (country ?? "").toUpperCase();
  return areas.find((area) => areaCountries[area] === code) ?? null;
}

/**
 * docs/product/entities.md, first visitor-country lookup: visitors from these countries (ISO 3166 alpha-2, upper case) are sent to
 * the given address once, on their first visit, and the browser keeps "sa" as their IP country. The operator's
 * table (decision 123): the original sent Saudi visitors to a site of their own. Everyone else is only offered
 * their own area, never redirected.
 */
export const countryRedirects: Readonly<Record<string, string>> = {
  SA: "https://sa.aurumclinic.com/",
};

/** docs/product/routes-and-languages.md: the special German-market page (path below /{area}/{locale}/), where the country code is forced to DE. */
export const GERMAN_MARKET_PATH = "germany";
export const GERMAN_MARKET_COUNTRY = "DE";

/** The clinic each market leads with (contact details in the header, default clinic when booking). */
export const areaHomeClinic: Record<Area, ClinicSlug> = {
  us: "new-york",
  uk: "london",
  za: "cape-town",
};

/** The area whose home clinic `slug` is, or null: the convention a mail about a visit there is written in (decision 225). */
export function areaOfClinic(slug: string | null | undefined): Area | null {
  return areas.find((area) => areaHomeClinic[area] === slug) ?? null;
}

export type ClinicSlug = "london" | "cape-town" | "new-york";

export interface ClinicConfig {
  slug: ClinicSlug;
  name: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  countryCode: string;
  phone: string;
  email: string;
  timeZone: string;
  /** ISO 4217: the currency the clinic prices and charges in (decision 268). */
  currency: "USD" | "GBP" | "ZAR";
  chairs: number;
  outOfHours: boolean;
  inResidence: boolean;
  latitude: number;
  longitude: number;
  isHeadquarters: boolean;
}

/** Seeded into the clinics table; the database is the source at run time. */
export const clinicSeed: readonly ClinicConfig[] = [
  {
    slug: "london",
    name: "Aurum Clinic London",
    street: "14 Harley Street",
    city: "London",
    postcode: "W1G 9PQ",
    country: "United Kingdom",
    countryCode: "GB",
    phone: "+44 20 7946 0321",
    email: "london@aurumclinic.com",
    timeZone: "Europe/London",
    currency: "GBP",
    chairs: 6,
    outOfHours: true,
    inResidence: false,
    latitude: 51.5186,
    longitude: -0.1473,
    isHeadquarters: true,
  },
  {
    slug: "cape-town",
    name: "Aurum Clinic Cape Town",
    street: "19 Dock Road, V&A Waterfront",
    city: "Cape Town",
    postcode: "8001",
    country: "South Africa",
    countryCode: "ZA",
    phone: "+27 21 555 0142",
    email: "capetown@aurumclinic.com",
    timeZone: "Africa/Johannesburg",
    currency: "ZAR",
    chairs: 4,
    outOfHours: false,
    inResidence: false,
    latitude: -33.9075,
    longitude: 18.4197,
    isHeadquarters: false,
  },
  {
    slug: "new-york",
    name: "Aurum Clinic New York",
    street: "781 Madison Avenue, The Carlyle Spa Level",
    city: "New York, NY",
    postcode: "10065",
    country: "United States",
    countryCode: "US",
    phone: "+1 212 555 0187",
    email: "newyork@aurumclinic.com",
    timeZone: "America/New_York",
    currency: "USD",
    chairs: 3,
    outOfHours: true,
    inResidence: true,
    latitude: 40.7712,
    longitude: -73.9649,
    isHeadquarters: false,
  },
];
