import { brand } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { moneyPatternsFor } from "@/i18n/money-patterns";
import { AdoptMoneyPatterns } from "./adopt-money-patterns";

/**
 * Gives the booking islands the messages they read (src/i18n/islands/island-messages.ts) and the locale's money
 * patterns (decision 199), and nothing more.
 */
export async function BookingIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <IslandIntlProvider locale={locale} messages={await islandMessages("booking", locale)}>
      <AdoptMoneyPatterns patterns={moneyPatternsFor(locale, brand.currency)} />
      {children}
    </IslandIntlProvider>
  );
}
