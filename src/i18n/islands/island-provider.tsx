import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { IslandIntlProvider } from "./island-intl";
import { islandMessages, type IslandProvider } from "./island-messages";

/**
 * Gives the islands below it the messages `provider` lists in ./island-messages.ts, compiled, and nothing more
 * (decisions 191, 200, 269). The islands read them with `useTranslations` from ./island-intl.
 */
export async function IslandIntl({
  provider,
  locale,
  children,
}: {
  provider: IslandProvider;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <IslandIntlProvider locale={locale} messages={await islandMessages(provider, locale)}>
      {children}
    </IslandIntlProvider>
  );
}
