export const locales = ["en", "zh", "ar", "de", "fr", "ru", "es", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? "");
}

export const rtlLocales: readonly Locale[] = ["ar"];

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return rtlLocales.includes(locale) ? "rtl" : "ltr";
}

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  zh: "中文",
  ar: "العربية",
  de: "Deutsch",
  fr: "Français",
  ru: "Русский",
  es: "Español",
  ja: "日本語",
};

/** BCP 47 tags used for Intl formatting and hreflang. */
export const localeTags: Record<Locale, string> = {
  en: "en",
  zh: "zh-Hans",
  ar: "ar",
  de: "de",
  fr: "fr",
  ru: "ru",
  es: "es",
  ja: "ja",
};
