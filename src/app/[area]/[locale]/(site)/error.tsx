"use client";
import { useParams } from "next/navigation";
import { LocalizedFault } from "@/components/errors/localized-fault";
import { defaultArea, isArea } from "@/config/site";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

/**
 * A page that fails shows this inside the site's header and footer, in the page's language, with the
 * request id to quote; the error itself is logged on the server with the same id (src/instrumentation.ts).
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ area?: string; locale?: string }>();
  const locale = isLocale(params.locale) ? params.locale : defaultLocale;
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  return (
    <LocalizedFault
      locale={locale}
      digest={digest}
      homeHref={pathFor(isArea(params.area) ? params.area : defaultArea, locale)}
      onRetry={retry}
    />
  );
}
