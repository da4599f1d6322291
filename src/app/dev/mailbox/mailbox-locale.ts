import { cookies } from "next/headers";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { parsePreference, PREFERENCE_COOKIE } from "@/i18n/resolve-request";

/** The mailbox speaks the visitor's site language: ?locale=, else the remembered preference. */
export async function mailboxLocale(requested: string | undefined): Promise<Locale> {
  if (isLocale(requested)) return requested;
  const preference = parsePreference((await cookies()).get(PREFERENCE_COOKIE)?.value);
  return preference?.locale ?? defaultLocale;
}
