import { brand } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { compileIslandMessages } from "@/i18n/islands/compile-messages";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { loadMessages } from "@/i18n/messages";
import { moneyPatternsFor } from "@/i18n/money-patterns";
import { AdoptMoneyPatterns } from "./adopt-money-patterns";

/**
 * Gives the booking islands their messages (booking, basket, the waitlist's join form, the error catalogue) and the
 * locale's money patterns (decision 199), and nothing more.
 */
export async function BookingIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = (await loadMessages(locale)) as Record<string, Record<string, unknown>>;
  const messages = { booking: all.booking, basket: all.basket, waitlist: { windows: all.waitlist?.windows, join: all.waitlist?.join }, errors: { app: all.errors?.app } };
  return (
    <IslandIntlProvider locale={locale} messages={compileIslandMessages("booking", locale, messages)}>
      <AdoptMoneyPatterns patterns={moneyPatternsFor(locale, brand.currency)} />
      {children}
    </IslandIntlProvider>
  );
}
