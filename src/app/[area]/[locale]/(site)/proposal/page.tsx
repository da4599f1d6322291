import { CLOCK, formatTag } from "@/i18n/formats";
import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { ProposalAnswer } from "@/components/requests/proposal-answer";
import { brand } from "@/config/site";
import { env } from "@/config/env";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { queryValue } from "@/server/input/query-value";
import { isolateLtr } from "@/shared/clinic-time";
import { isAppError } from "@/server/errors/app-error";
import { clientAddress } from "@/server/http/client-address";
import { readVisitProposal, type ProposalView } from "@/server/requests/answer-visit-proposal";

/** Reads the link's secret: rendered per request, never indexed, never sent on as a referrer. */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "requests.proposal" });
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** A visit proposal's link (decision 147): the proposal in the visitor's language, accept and pay, or decline. */
export default async function VisitProposalPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: SearchParams;
}) {
  const { area, locale } = await resolvePageContext(params);
  const token = queryValue((await searchParams).token).slice(0, 200);
  const [t, tCat, tErr] = await Promise.all([
    getTranslations({ locale, namespace: "requests.proposal" }),
    getTranslations({ locale, namespace: "catalogue.ui" }),
    getTranslations({ locale, namespace: "errors.app" }),
  ]);
  let view: ProposalView | "limited";
  try {
    view = await readVisitProposal(token, { locale, client: clientAddress(await headers()) });
  } catch (error) {
    if (!isAppError(error) || error.code !== "RATE_LIMITED") throw error;
    view = "limited";
  }
  const contact = (
    <Link
      href={pathFor(area, locale, "contact")}
      className="mt-6 inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep"
    >
      {t("contact")}
    </Link>
  );
  if (view === "limited" || view.state !== "open") {
    const message =
      view === "limited"
        ? tErr("rateLimited", { minutes: 15 })
        : view.state === "paid"
          ? t("states.paid", { order: view.orderNumber ?? "" })
          : t(`states.${view.state}`);
    return (
      <div className="container-page max-w-2xl py-16 md:py-24">
        <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
        <p
          role="status"
          className="mt-6 text-lg text-stone"
          data-testid="proposal-state"
          data-state={view === "limited" ? "limited" : view.state}
        >
          {message}
        </p>
        {contact}
      </div>
    );
  }

  const d = view.described;
  const until = new Intl.DateTimeFormat(formatTag(locale, area), {
    dateStyle: "long",
    timeStyle: "short",
    ...CLOCK,
    timeZone: d.timeZone,
    numberingSystem: "latn",
  }).format(view.expiresAt);
  const paymentMode = env().STRIPE_SECRET_KEY ? "stripe" : "sandbox";
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  return (
    <div className="container-page max-w-3xl py-12 md:py-20" data-testid="proposal">
      <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-stone">{t("intro")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-[1.2fr_1fr]">
        <dl className="grid content-start gap-5 rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-6">
          <div>
            <dt className="text-sm font-medium uppercase tracking-wide text-gold-deep">{t("whatTitle")}</dt>
            <dd className="mt-2">
              <ul className="list-disc space-y-1 ps-5" data-testid="proposal-lines">
                {d.lines.map((line, i) => (
                  <li key={i} dir="auto">
                    {line}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium uppercase tracking-wide text-gold-deep">{t("whenTitle")}</dt>
            <dd className="mt-2" data-testid="proposal-when">
              {t("when", { date: d.date, time: d.time, endTime: d.endTime })}
              <span className="mt-1 block text-sm text-stone">
                {t("zone", { zone: isolateLtr(d.zone), timeZone: isolateLtr(d.timeZone) })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium uppercase tracking-wide text-gold-deep">{t("whereTitle")}</dt>
            <dd className="mt-2" data-testid="proposal-place">
              <span className="block">{d.place}</span>
              <span className="block text-sm text-stone">
                {d.atClinic ? d.placeDetail : t("atAddress", { clinic: d.placeDetail })}
              </span>
            </dd>
          </div>
          {view.note && (
            <div>
              <dt className="text-sm font-medium uppercase tracking-wide text-gold-deep">{t("noteTitle")}</dt>
              <dd className="mt-2 whitespace-pre-line" dir="auto">
                {view.note}
              </dd>
            </div>
          )}
          <div className="border-t border-linen pt-4">
            <dt className="text-sm font-medium uppercase tracking-wide text-gold-deep">{t("totalTitle")}</dt>
            <dd className="mt-1 text-3xl" data-testid="proposal-total">
              {ltr(d.total)}
            </dd>
          </div>
        </dl>
        <div className="grid content-start gap-4">
          <IslandIntl provider="proposal" locale={locale}>
            <ProposalAnswer
              token={token}
              locale={locale}
              paymentMode={paymentMode}
              stripePublishableKey={env().STRIPE_PUBLISHABLE_KEY ?? null}
              returnUrl={`${brand.siteUrl}${pathFor(area, locale, "proposal")}?token=${token}`}
              total={d.total}
            />
          </IslandIntl>
          <p className="text-sm text-stone">{t("validUntil", { date: until })}</p>
        </div>
      </div>
      {d.hasTreatment && (
        <aside className="mt-8 rounded-2xl bg-sand p-5 text-sm" aria-labelledby="medical-note">
          <h2 id="medical-note" className="font-medium">
            {tCat("disclaimerTitle")}
          </h2>
          <p className="mt-1">{tCat("disclaimer")}</p>
        </aside>
      )}
    </div>
  );
}
