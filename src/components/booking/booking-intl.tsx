import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { compileClientMessages } from "@/i18n/format-message/compile-client-messages";
import { loadMessages } from "@/i18n/messages";

/** Gives the booking islands their messages (booking, basket, the waitlist's join form, the error catalogue) and nothing more. */
export async function BookingIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = (await loadMessages(locale)) as Record<string, Record<string, unknown>>;
  const messages = { booking: all.booking, basket: all.basket, waitlist: { windows: all.waitlist?.windows, join: all.waitlist?.join }, errors: { app: all.errors?.app } };
  return (
    <NextIntlClientProvider locale={locale} messages={compileClientMessages("booking", locale, messages) as never} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
