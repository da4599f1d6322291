import type { Locale } from "@/i18n/locales";
import { compileIslandMessages } from "@/i18n/islands/compile-messages";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { loadMessages } from "@/i18n/messages";

/** Gives the booking islands their messages (booking, basket, the waitlist's join form, the error catalogue) and nothing more. */
export async function BookingIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = (await loadMessages(locale)) as Record<string, Record<string, unknown>>;
  const messages = { booking: all.booking, basket: all.basket, waitlist: { windows: all.waitlist?.windows, join: all.waitlist?.join }, errors: { app: all.errors?.app } };
  return (
    <IslandIntlProvider locale={locale} messages={compileIslandMessages("booking", locale, messages)}>
      {children}
    </IslandIntlProvider>
  );
}
