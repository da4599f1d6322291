import { namespaces } from "./namespaces";
import { defaultLocale, type Locale } from "./locales";

type Messages = Record<string, unknown>;

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

export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = await loadLocale(defaultLocale);
  if (locale === defaultLocale) return english;
  return mergeMessages(english, await loadLocale(locale));
}
