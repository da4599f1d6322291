import { namespaces } from "./namespaces";
import { defaultLocale, type Locale } from "./locales";

type Messages = Record<string, unknown>;

/**
 * The catalogue as next-intl's `createTranslator` is given it: the messages are not typed (no AppConfig), and next-intl
 * derives a translator's keys from this type: over `any` a translator takes any key, over `unknown` none (`never`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the type next-intl reads as "any key"
export type UntypedCatalogue = Record<string, any>;

async function loadLocale(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      try {
        const mod = (await import(`../../messages/${locale}/${ns}.json`)) as { default: Messages };
        return [ns, mod.default] as const;
      } catch {
        return [ns, {}] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

function isPlainObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Overlay `override` on `base` key by key, so a missing translation falls back to English per message. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeMessages(current, value) : value;
  }
  return out;
}

async function readMessages(locale: Locale): Promise<Messages> {
  const english = await loadLocale(defaultLocale);
  if (locale === defaultLocale) return english;
  return mergeMessages(english, await loadLocale(locale));
}

/**
 * One catalogue per locale for the life of the process (decision 264): every API call and every page rendered per
 * request asks for it, and building it (thirty-odd module lookups, then a deep merge over English) cost an API call
 * about a millisecond and its garbage. The files do not change under a running build; in development they do, so
 * there each call reads them again. Callers only read what they get.
 */
const kept = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  if (process.env.NODE_ENV === "development") return readMessages(locale);
  let messages = kept.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    kept.set(locale, messages);
    // A failed read is not kept: the next call tries again.
    messages.catch(() => kept.delete(locale));
  }
  return messages;
}
