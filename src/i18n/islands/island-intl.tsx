"use client";
import format, { type CompiledMessage } from "icu-minify/format";
import { createContext, createElement, Fragment, use, useMemo, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";

/**
 * The booking and account islands' translations (decision 191): the messages arrive compiled on the server
 * (./compile-messages.ts) and are formatted with icu-minify's formatter, under 1 KB of gzip in the browser, where
 * next-intl's client runtime and its ICU parser were 15 KB. The API is the part of next-intl's the islands use:
 * `useTranslations(namespace)` with `t(key, values)` and `t.rich(key, values)`, and `useLocale()`. Server components keep
 * next-intl (`getTranslations`) and the catalogue's ICU strings.
 */
type Tree = { [key: string]: unknown };
type Value = string | number | boolean | Date;
type RichValue = Value | ((chunks: ReactNode[]) => ReactNode);

interface IslandIntl {
  locale: Locale;
  messages: Tree;
}

const IslandIntlContext = createContext<IslandIntl | null>(null);

export function IslandIntlProvider({ locale, messages, children }: IslandIntl & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <IslandIntlContext value={value}>{children}</IslandIntlContext>;
}

function useIslandIntl(): IslandIntl {
  const intl = use(IslandIntlContext);
  if (!intl)
    throw new Error(
      "An island's translations are read outside an island provider (BookingIntl, AccountIntl, IslandIntl).",
    );
  return intl;
}

export function useLocale(): Locale {
  return useIslandIntl().locale;
}

export function useTranslations(namespace: string): Translator {
  const { locale, messages } = useIslandIntl();
  return useMemo(() => createTranslator(locale, messages, namespace), [locale, messages, namespace]);
}

/** The formatters icu-minify asks for, one per language and options (building an Intl formatter is the slow part). */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locales: unknown,
  options: unknown,
  make: () => T,
): T {
  const key = `${kind}|${JSON.stringify(locales)}|${JSON.stringify(options ?? {})}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}
const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    cached("number", args[0], args[1], () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    cached("date", args[0], args[1], () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    cached("plural", args[0], args[1], () => new Intl.PluralRules(...args)),
};

export interface Translator {
  (key: string, values?: Record<string, Value>): string;
  rich(key: string, values?: Record<string, RichValue>): ReactNode;
}

/** A namespace's translator over compiled messages; a missing message reads as its key in production, as with next-intl. */
export function createTranslator(locale: Locale, messages: Tree, namespace: string): Translator {
  const formatted = (key: string, values: Record<string, RichValue> | undefined) => {
    const path = namespace ? `${namespace}.${key}` : key;
    const message = path
      .split(".")
      .reduce<unknown>(
        (node, part) => (node && typeof node === "object" && !Array.isArray(node) ? (node as Tree)[part] : undefined),
        messages,
      );
    if (typeof message !== "string" && !Array.isArray(message)) {
      // Every locale has every key (npm run i18n:coverage, with English merged under it): a developer's mistake.
      if (process.env.NODE_ENV !== "production") throw new Error(`Missing message: ${path} (${locale})`);
      return path;
    }
    // Times are given as clinic-time strings; a Date is formatted in UTC, as the providers always set.
    return format<ReactNode>(message as CompiledMessage, locale, values, { formatters, timeZone: "UTC" });
  };
  const t = ((key, values) => {
    const out = formatted(key, values);
    return Array.isArray(out) ? out.join("") : String(out);
  }) as Translator;
  t.rich = (key, values) => {
    const out = formatted(key, values);
    return Array.isArray(out) ? createElement(Fragment, null, ...out) : out;
  };
  return t;
}
