import en from "../../../messages/en/fault.json";
import type { Locale } from "@/i18n/locales";

export type FaultMessages = typeof en;
export type FaultMessagesByLocale = Partial<Record<Locale, FaultMessages>>;

let all: Promise<FaultMessagesByLocale> | null = null;

/**
 * The error pages' few sentences in all eight languages: one chunk, fetched when an error page shows rather than
 * with every page (bundled in both error boundaries, they were 6.5 KB of gzip on every page). Should it not arrive
 * (the server that failed may be the one serving it), the pages speak English, which is bundled. One promise for the
 * process or the tab, so `use()` sees the same one on every render.
 */
export function loadFaultMessages(): Promise<FaultMessagesByLocale> {
  all ??= import("./fault-messages-by-locale").then(
    (module) => module.byLocale,
    () => ({}),
  );
  return all;
}

/** The messages to show on a page in `locale`: in that language when loaded, else in English, with `lang` saying which. */
export function faultMessages(
  byLocale: FaultMessagesByLocale,
  locale: Locale,
): { lang: Locale; messages: FaultMessages } {
  const own = byLocale[locale];
  return { lang: own ? locale : "en", messages: { ...en, ...own } };
}

/** The locale of a page path (/{area}/{locale}/...), for global-error, which has no route params. */
export function localeOfPath(pathname: string): string | undefined {
  return pathname.split("/")[2];
}
