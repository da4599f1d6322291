import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { queryValue } from "@/server/input/query-value";

/** The props of a page a mailed link lands on: `?token=` from the mail, `?result=` after its button's POST. */
export interface LinkPageProps {
  params: RouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The title of a link's landing page (`<namespace>.title`); such a page is never indexed. */
export async function linkPageMetadata(params: RouteParams, namespace: string): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The page's area and language, its messages under `namespace`, and the link's token and result. */
export async function linkPageContext({ params, searchParams }: LinkPageProps, namespace: string) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace });
  return { area, locale, t, result: queryValue(query.result), token: queryValue(query.token) };
}

/** What the button of a landing page posts: where the answer goes, and the link's token. */
export function LinkTokenFields({ area, locale, token }: { area: Area; locale: Locale; token: string }) {
  return (
    <>
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
    </>
  );
}

/**
 * A newsletter link's landing page: the answer when `?result=` names one of `results`, else the button that
 * confirms or unsubscribes (a POST: mail scanners open links).
 */
export async function NewsletterLinkPage({
  props,
  step,
  results,
  action,
}: {
  props: LinkPageProps;
  step: "confirm" | "unsubscribe";
  results: readonly string[];
  action: (formData: FormData) => Promise<void>;
}) {
  const { area, locale, t, result, token } = await linkPageContext(props, `requests.newsletter.${step}`);
  return (
    <div className="container-page max-w-2xl py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
      {results.includes(result) ? (
        <p role="status" className="mt-6 text-lg text-stone" data-testid="newsletter-result">
          {t(result)}
        </p>
      ) : (
        <form action={action} className="mt-6 space-y-6">
          <LinkTokenFields area={area} locale={locale} token={token} />
          <p className="text-lg text-stone">{t("text")}</p>
          <button type="submit" className="rounded-full bg-ink px-7 py-3.5 font-medium text-ivory hover:bg-gold-deep">
            {t("button")}
          </button>
        </form>
      )}
    </div>
  );
}
