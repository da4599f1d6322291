import { cookieNames } from "@/config/cookies";
import { defaultArea, isArea, type Area } from "@/config/site";
import { defaultLocale, isLocale, type Locale } from "./locales";

export const PREFERENCE_COOKIE = cookieNames.preference;

export interface Preference {
  area: Area;
  locale: Locale;
}

export function parsePreference(value: string | undefined): Preference | null {
  const [area, locale] = (value ?? "").split(":");
  return isArea(area) && isLocale(locale) ? { area, locale } : null;
}

export function formatPreference({ area, locale }: Preference): string {
  return `${area}:${locale}`;
}

/** Best supported locale for an Accept-Language header, honouring q-values. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/**
 * A link from the reviews service lands on Russian URLs that were never meant to be Russian
 * (docs/product/README.md): such a URL carries `reviews` in its query (`?reviews`, `?source=reviews`, `?utm_source=reviews.io`).
 */
export function hasReviewsMarker(search: string): boolean {
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    if (/reviews?/i.test(key) || /reviews?/i.test(value)) return true;
  }
  return false;
}

export type Resolution =
  { kind: "next"; area: Area; locale: Locale } | { kind: "redirect"; location: string; area: Area; locale: Locale };

interface RequestFacts {
  pathname: string;
  search: string;
  preference: string | undefined;
  acceptLanguage: string | null;
}

const looksLikeLocale = (segment: string | undefined) => !!segment && /^[a-z]{2}(-[a-z0-9]+)?$/i.test(segment);

/** Where a request for a page path should go: served as is, or redirected to its canonical /{area}/{locale}/ form. */
export function resolveRequest({ pathname, search, preference, acceptLanguage }: RequestFacts): Resolution {
  const parts = pathname.split("/").filter(Boolean);
  const saved = parsePreference(preference);
  const fallbackLocale = saved?.locale ?? matchAcceptLanguage(acceptLanguage) ?? defaultLocale;
  const fallbackArea = saved?.area ?? defaultArea;
  const redirect = (area: Area, locale: Locale, rest: string[]): Resolution => ({
    kind: "redirect",
    location: `/${[area, locale, ...rest].join("/")}${search}`,
    area,
    locale,
  });

  if (parts.length === 0) return redirect(fallbackArea, fallbackLocale, []);

  const [first, second, ...rest] = parts;
  if (isArea(first)) {
    if (isLocale(second)) {
      if (second === "ru" && hasReviewsMarker(search)) return redirect(first, "en", rest);
      return { kind: "next", area: first, locale: second };
    }
    // /us/xx/page: unknown locale replaced; /us/page: locale inserted.
    const tail = looksLikeLocale(second) ? rest : [second!, ...rest].filter(Boolean);
    return redirect(first, defaultLocale, tail);
  }
  if (looksLikeLocale(first) && isLocale(second)) return redirect(defaultArea, second, rest);
  if (isLocale(first)) return redirect(fallbackArea, first, [second!, ...rest].filter(Boolean));
  if (looksLikeLocale(first) && looksLikeLocale(second)) return redirect(defaultArea, defaultLocale, rest);
  return redirect(fallbackArea, fallbackLocale, parts);
}
