import type { Locale } from "@/i18n/locales";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";

/** Gives the account islands the messages they read (src/i18n/islands/island-messages.ts) and nothing more. */
export async function AccountIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <IslandIntlProvider locale={locale} messages={await islandMessages("account", locale)}>
      {children}
    </IslandIntlProvider>
  );
}
