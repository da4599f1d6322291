import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { compileClientMessages } from "@/i18n/format-message/compile-client-messages";
import { loadMessages } from "@/i18n/messages";

/** Gives the account islands their messages (account, booking's picker, the error catalogue) and nothing more. */
export async function AccountIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = (await loadMessages(locale)) as Record<string, Record<string, unknown>>;
  const messages = { account: all.account, booking: all.booking, errors: { app: all.errors?.app } };
  return (
    <NextIntlClientProvider locale={locale} messages={compileClientMessages("account", locale, messages) as never} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
