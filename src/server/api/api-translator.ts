import "server-only";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";

/** The language of an API answer: ?lang=, then the x-locale header, then Accept-Language, else English. */
export function apiLocale(request: Request): Locale {
  const url = new URL(request.url);
  const candidates = [url.searchParams.get("lang"), request.headers.get("x-locale"), request.headers.get("accept-language")?.slice(0, 2)];
  return (candidates.find((c) => isLocale(c ?? undefined)) as Locale | undefined) ?? defaultLocale;
}

/** translate(key): "booking.…" keys from the booking namespace, bare keys from errors.app. */
export async function apiTranslator(request: Request): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const locale = apiLocale(request);
  const t = createTranslator({ locale, messages: (await loadMessages(locale)) as Record<string, never> });
  return (key, values) => {
    const full = key.includes(".") ? key : `errors.app.${key}`;
    try {
      return (t as unknown as (k: string, v?: Record<string, string | number>) => string)(full, values);
    } catch {
      return key;
    }
  };
}
