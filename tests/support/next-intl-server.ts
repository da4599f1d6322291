/**
 * next-intl/server for tests outside Next (no request config): `getTranslations` over the same catalogue the API's
 * translator loads. `vi.mock("next-intl/server", () => import("<path>/tests/support/next-intl-server"))`.
 */
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";

export async function getTranslations({ locale, namespace }: { locale: Locale; namespace?: string }) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: namespace as never });
}
