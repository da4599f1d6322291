import { isArea, type Area } from "@/config/site";
import { isLocale, type Locale } from "./locales";
import { pathFor } from "./paths";

/**
 * Where `?next=` may send a visitor after signing in or registering (decision 077): resolved the way a
 * browser would, with `new URL(next, origin)`, it must stay on our origin and under `/{area}/{locale}/`.
 * The answer is always rebuilt from the parsed URL (percent-encoded, no control characters), never the
 * raw input, so no header is built from what the visitor typed. Anything else: null.
 */
export function resolveNextPath(next: unknown, origin: string): string | null {
  if (typeof next !== "string" || !next) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  const [, area, locale] = url.pathname.split("/");
  if (!isArea(area) || !isLocale(locale) || !url.pathname.startsWith(`/${area}/${locale}/`)) return null;
  return `${url.pathname}${url.search}`;
}

/** The account home, where a refused `next` leads. */
export function accountHome(area: Area, locale: Locale): string {
  return pathFor(area, locale, "account");
}

/**
 * The page after signing in: a valid `next`; the account home when `next` was given but refused;
 * `whenMissing` when there was none.
 */
export function nextPathOrAccountHome(
  next: unknown,
  place: { area: Area; locale: Locale; origin: string; whenMissing?: string },
): string {
  const resolved = resolveNextPath(next, place.origin);
  if (resolved) return resolved;
  if ((next === undefined || next === null || next === "") && place.whenMissing) return place.whenMissing;
  return accountHome(place.area, place.locale);
}
