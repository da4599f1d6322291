import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { unsubscribeNewsletter } from "../actions";
import { queryValue } from "@/server/input/query-value";

/** Reads the link's token: rendered per request, never indexed. */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "requests.newsletter.unsubscribe" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The unsubscribe link of every newsletter mail lands here; the button (a POST) unsubscribes. */
export default async function UnsubscribeNewsletterPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: SearchParams;
}) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "requests.newsletter.unsubscribe" });
  const result = queryValue(query.result);
  const message = result === "done" ? t("done") : result === "invalid" ? t("invalid") : null;
  return (
    <div className="container-page max-w-2xl py-16 md:py-24">
      <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
      {message ? (
        <p role="status" className="mt-6 text-lg text-stone" data-testid="newsletter-result">
          {message}
        </p>
      ) : (
        <form action={unsubscribeNewsletter} className="mt-6 space-y-6">
          <input type="hidden" name="area" value={area} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={queryValue(query.token)} />
          <p className="text-lg text-stone">{t("text")}</p>
          <button type="submit" className="rounded-full bg-ink px-7 py-3.5 font-medium text-ivory hover:bg-gold-deep">
            {t("button")}
          </button>
        </form>
      )}
    </div>
  );
}
