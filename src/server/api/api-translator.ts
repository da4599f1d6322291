import "server-only";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { loadMessages, type UntypedCatalogue } from "@/i18n/messages";
import { matchAcceptLanguage } from "@/i18n/resolve-request";

/** The language of an API answer: ?lang=, then the x-locale header, then Accept-Language, else English. */
export function apiLocale(request: Request): Locale {
  const url = new URL(request.url);
  const explicit = [url.searchParams.get("lang"), request.headers.get("x-locale")].find((c) =>
    isLocale(c ?? undefined),
  );
  if (explicit) return explicit as Locale;
  return matchAcceptLanguage(request.headers.get("accept-language")) ?? defaultLocale;
}

/** Translates a message key for an API answer; `has` tells whether any catalogue holds it (src/server/forms/field-message.ts). */
export interface ApiTranslate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * Translate for the API envelope. A dotted key ("booking.slotTaken") is used as it is; a bare key is looked
 * up as an error-catalogue key (`errors.app.*`), then a field message (`auth.validation.*`, `auth.api.*`).
 */
export async function apiTranslator(from: Request | Locale): Promise<ApiTranslate> {
  const locale = typeof from === "string" ? from : apiLocale(from);
  const messages = await loadMessages(locale);
  // One translator per catalogue: loadMessages keeps one per locale in a running build, so every API call in a
  // language shares it (decision 264); in development each call has a fresh catalogue, so a fresh translator.
  const perLocale = translators.get(messages) ?? new Map<Locale, ApiTranslate>();
  translators.set(messages, perLocale);
  let translate = perLocale.get(locale);
  if (!translate) {
    translate = translatorOf(locale, messages);
    perLocale.set(locale, translate);
  }
  return translate;
}

const translators = new WeakMap<object, Map<Locale, ApiTranslate>>();

function translatorOf(locale: Locale, messages: UntypedCatalogue): ApiTranslate {
  const translator = createTranslator({ locale, messages });
  const resolve = (key: string) =>
    (key.includes(".") ? [key] : [`errors.app.${key}`, `auth.validation.${key}`, `auth.api.${key}`]).find((candidate) =>
      translator.has(candidate),
    );
  const translate = (key: string, values?: Record<string, string | number>) => {
    const found = resolve(key);
    return found ? translator(found, values) : key;
  };
  return Object.assign(translate, { has: (key: string) => resolve(key) !== undefined });
}
