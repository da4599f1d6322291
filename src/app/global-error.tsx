"use client";
import { useSyncExternalStore } from "react";
import { localeOfPath } from "@/components/errors/fault-messages";
import { LocalizedFault } from "@/components/errors/localized-fault";
import { defaultArea, isArea } from "@/config/site";
import { defaultLocale, directionOf, isLocale, localeTags } from "@/i18n/locales";
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
  const fromPath = localeOfPath(pathname);
  const locale = isLocale(fromPath) ? fromPath : defaultLocale;
  const area = pathname.split("/")[1];
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <html lang={localeTags[locale]} dir={directionOf(locale)}>
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="flex-1">
          <LocalizedFault
            locale={locale}
            digest={digest}
            homeHref={pathFor(isArea(area) ? area : defaultArea, locale)}
            onRetry={retry}
          />
        </main>
      </body>
    </html>
  );
}
