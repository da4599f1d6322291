"use client";
import { useSyncExternalStore } from "react";
import { FaultView } from "@/components/errors/fault-view";
import { faultMessages, localeOfPath } from "@/components/errors/fault-messages";
import { defaultArea, isArea } from "@/config/site";
import { directionOf, localeTags } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import "./globals.css";

const noChange = () => () => {};
const currentPath = () => window.location.pathname;

/**
 * When the root layout itself fails: a whole document of its own (no header or footer, which may be what
 * failed), in the language of the address, with the request id to quote.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const pathname = useSyncExternalStore(noChange, currentPath, () => "/");
  const { locale, messages } = faultMessages(localeOfPath(pathname));
  const area = pathname.split("/")[1];
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <html lang={localeTags[locale]} dir={directionOf(locale)}>
      <body className="flex min-h-dvh flex-col">
        <title>{messages.documentTitle}</title>
        <main id="main" className="flex-1">
          <FaultView messages={messages} digest={digest} homeHref={pathFor(isArea(area) ? area : defaultArea, locale)} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
