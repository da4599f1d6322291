import "server-only";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { matchAcceptLanguage } from "@/i18n/resolve-request";

/** The caller's language: ?lang=, then Accept-Language, then English. */
export function apiLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get("lang") ?? undefined;
  if (isLocale(lang)) return lang;
  return matchAcceptLanguage(request.headers.get("accept-language")) ?? defaultLocale;
}

/**
 * Translate an error-catalogue key (`errors.app.*`) or a field message key (`auth.validation.*`)
 * for the API envelope.
 */
export async function apiTranslator(locale: Locale) {
  const translator = createTranslator({ locale, messages: await loadMessages(locale) });
  return (key: string, values?: Record<string, string | number>): string => {
    for (const full of [`errors.app.${key}`, `auth.validation.${key}`, `auth.api.${key}`]) {
      if (translator.has(full as never)) return translator(full as never, values as never);
    }
    return key;
  };
}
