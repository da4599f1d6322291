import ar from "../../../messages/ar/fault.json";
import de from "../../../messages/de/fault.json";
import en from "../../../messages/en/fault.json";
import es from "../../../messages/es/fault.json";
import fr from "../../../messages/fr/fault.json";
import ja from "../../../messages/ja/fault.json";
import ru from "../../../messages/ru/fault.json";
import zh from "../../../messages/zh/fault.json";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";

export type FaultMessages = typeof en;

/**
 * The error pages' few sentences, bundled for all eight languages (about 3 KB): when a page fails there
 * may be no server left to ask, and global-error replaces the layout that would give messages.
 */
const byLocale: Record<Locale, FaultMessages> = { en, zh, ar, de, fr, ru, es, ja };

export function faultMessages(locale: unknown): { locale: Locale; messages: FaultMessages } {
  const safe = typeof locale === "string" && isLocale(locale) ? locale : defaultLocale;
  return { locale: safe, messages: { ...en, ...byLocale[safe] } };
}

/** The locale of a page path (/{area}/{locale}/...), for global-error, which has no route params. */
export function localeOfPath(pathname: string): string | undefined {
  return pathname.split("/")[2];
}
