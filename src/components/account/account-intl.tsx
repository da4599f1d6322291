import type { Locale } from "@/i18n/locales";
import { compileIslandMessages } from "@/i18n/islands/compile-messages";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { loadMessages } from "@/i18n/messages";

/** Gives the account islands their messages (account, booking's picker, the error catalogue) and nothing more. */
export async function AccountIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = (await loadMessages(locale)) as Record<string, Record<string, unknown>>;
  const messages = { account: all.account, booking: all.booking, errors: { app: all.errors?.app } };
  return (
    <IslandIntlProvider locale={locale} messages={compileIslandMessages("account", locale, messages)}>
      {children}
    </IslandIntlProvider>
  );
}
