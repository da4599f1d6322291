/**
 * The one localized catalogue: treatment names and summaries, add-on names and clinic names and cities
 * in the visitor's language, read from messages/<locale>/catalogue.json (catalogue.items.<code>,
 * catalogue.options.<suffix>, catalogue.clinics.<slug>), falling back to English, then to the
 * database's own text. Every place that shows the catalogue (treatment pages, choose-program, basket,
 * header popover, checkout) goes through here. No server-only guard: plain data, usable by tests.
 */
import ar from "../../../messages/ar/catalogue.json";
import de from "../../../messages/de/catalogue.json";
import en from "../../../messages/en/catalogue.json";
import es from "../../../messages/es/catalogue.json";
import fr from "../../../messages/fr/catalogue.json";
import ja from "../../../messages/ja/catalogue.json";
import ru from "../../../messages/ru/catalogue.json";
import zh from "../../../messages/zh/catalogue.json";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { optionKey } from "./catalogue-types";

type Texts = Record<string, unknown>;

/** Each locale's catalogue.json, read at build time so mails and pure builders can name things synchronously. */
const sources: Record<Locale, Texts> = { en, zh, ar, de, fr, ru, es, ja };

export interface LocalizedCatalogue {
  locale: Locale;
  itemName(code: string, fallback: string): string;
  itemSummary(code: string, fallback: string): string;
  /** An add-on by its option code ("NADADI-B12" → catalogue.options.B12). */
  optionName(optionCode: string, fallback: string): string;
  /** "NAD+ Executive Plus · Vitamin B12": a basket line's title. */
  lineTitle(code: string, itemFallback: string, option?: { code: string; name: string } | null): string;
  /** A line already titled in English ("Item · Add-on", as resolved for orders), in this language. */
  relabel(line: { code: string; optionCode: string | null; title: string }): string;
  clinicName(slug: string, fallback: string): string;
  clinicCity(slug: string, fallback: string): string;
}

function pick(tree: unknown, path: string[]): string | null {
  let node: unknown = tree;
  for (const part of path) {
    if (typeof node !== "object" || node === null) return null;
    node = (node as Texts)[part];
  }
  return typeof node === "string" && node.length > 0 ? node : null;
}

/** The catalogue in `requested` (English for an unknown locale). Async for callers that already await it. */
export async function loadLocalizedCatalogue(requested: string): Promise<LocalizedCatalogue> {
  return localizedCatalogue(requested);
}

/** The same, synchronously: for pure builders such as the booking mails. */
export function localizedCatalogue(requested: string): LocalizedCatalogue {
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const own = sources[locale];
  const text = (path: string[], fallback: string) => pick(own, path) ?? pick(sources[defaultLocale], path) ?? fallback;
  const optionName = (optionCode: string, fallback: string) => text(["options", optionKey(optionCode)], fallback);
  const itemName = (code: string, fallback: string) => text(["items", code, "name"], fallback);
  return {
    locale,
    itemName,
    itemSummary: (code, fallback) => text(["items", code, "summary"], fallback),
    optionName,
    lineTitle: (code, itemFallback, option) =>
      option
        ? `${itemName(code, itemFallback)} · ${optionName(option.code, option.name)}`
        : itemName(code, itemFallback),
    relabel: ({ code, optionCode, title }) => {
      const [itemEnglish = title, optionEnglish = optionCode ?? ""] = title.split(" · ");
      return optionCode
        ? `${itemName(code, itemEnglish)} · ${optionName(optionCode, optionEnglish)}`
        : itemName(code, title);
    },
    clinicName: (slug, fallback) => text(["clinics", slug, "name"], fallback),
    clinicCity: (slug, fallback) => text(["clinics", slug, "city"], fallback),
  };
}
