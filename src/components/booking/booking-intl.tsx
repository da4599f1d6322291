import { currencies } from "@/config/money";
import type { Locale } from "@/i18n/locales";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { moneyPatternsFor } from "@/i18n/money-patterns";
import { AdoptMoneyPatterns } from "./adopt-money-patterns";

/**
 * Gives the booking islands the messages they read (src/i18n/islands/island-messages.ts) and the locale's money
 * patterns in each clinic currency (decision 199), and nothing more.
 */
export async function BookingIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <IslandIntlProvider locale={locale} messages={await islandMessages("booking", locale)}>
      <AdoptMoneyPatterns
        patterns={Object.assign({}, ...currencies.map((currency) => moneyPatternsFor(locale, currency)))}
      />
      {children}
    </IslandIntlProvider>
  );
}
