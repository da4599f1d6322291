"use client";
import { Suspense, use } from "react";
import { directionOf, localeTags, type Locale } from "@/i18n/locales";
import { faultMessages, loadFaultMessages, type FaultMessagesByLocale } from "./fault-messages";
import { FaultView } from "./fault-view";

interface Props {
  /** The failed page's locale. */
  locale: Locale;
  digest?: string;
  homeHref: string;
  onRetry: () => void;
  /** Where the messages come from (tests give their own). */
  load?: () => Promise<FaultMessagesByLocale>;
}

function LoadedFault({ locale, digest, homeHref, onRetry, load = loadFaultMessages }: Props) {
  const { lang, messages } = faultMessages(use(load()), locale);
  return (
    <div lang={localeTags[lang]} dir={directionOf(lang)}>
      <title>{messages.documentTitle}</title>
      <FaultView messages={messages} digest={digest} homeHref={homeHref} onRetry={onRetry} />
    </div>
  );
}

/**
 * The error page's content in the page's language. Rendered on the server, it arrives whole; in the browser, its
 * messages' chunk is fetched first (a few milliseconds, the page's height kept meanwhile).
 */
export function LocalizedFault(props: Props) {
  return (
    <Suspense fallback={<section aria-busy="true" className="min-h-96" />}>
      <LoadedFault {...props} />
    </Suspense>
  );
}
