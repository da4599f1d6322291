import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AddToBasket } from "@/components/basket/add-to-basket";
import { ContinueBar } from "@/components/basket/continue-bar";
import { AdoptMoneyPatterns } from "@/components/booking/adopt-money-patterns";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { formatMoney } from "@/i18n/format-money";
import { moneyPatternsFor } from "@/i18n/money-patterns";
import { areaHomeClinic } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { sitePageMetadata } from "../../_site/page-metadata";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, { path: "book-online/choose-program", namespace: "basket.choose" });
}

const groups = ["single", "program", "injection", "blood"] as const;

/**
 * Everything bookable online, by group, with jump links to each group. Compact cards on phones (two-line
 * summary, price and action in one row) and, once something is chosen, a fixed "Continue · total" bar.
 */
export default async function ChooseProgramPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, tAdd, tBooking, tChoose, items] = await Promise.all([
    getTranslations({ locale, namespace: "basket.choose" }),
    getTranslations({ locale, namespace: "basket.add" }),
    getTranslations({ locale, namespace: "basket.page" }),
    getTranslations({ locale, namespace: "treatments.choose" }),
    listBookableItems(undefined, locale, undefined, areaHomeClinic[area]),
  ]);
  const href = pathFor(area, locale, "book-online/choose-program");
  const basketHref = pathFor(area, locale, "book-online/basket");
  const shown = groups.filter((group) => items.some((i) => i.kind === group));
  const currency = items[0]?.currency ?? "USD";
  const prices: Record<string, number> = {};
  for (const item of items) {
    prices[item.code] = item.priceCents;
    for (const option of item.options) prices[`${item.code}|${option.code}`] = option.priceCents;
  }
  return (
    <IslandIntl provider="catalogue" locale={locale}>
      <div className="container-page pt-8 pb-28 sm:pb-16 md:py-16">
        <p className="eyebrow">{t("eyebrow")}</p>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
          <Link
            href={basketHref}
            className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep hover:text-gold-deep"
          >
            {t("continue")}
          </Link>
        </div>
        <p className="mt-3 max-w-2xl text-stone">{t("description")}</p>
        <nav aria-label={tChoose("jumpTo")} className="mt-6" data-testid="group-jump-links">
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {shown.map((group) => (
              <li key={group} className="shrink-0">
                <a
                  href={`#group-${group}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-linen bg-white px-4 text-sm font-medium hover:border-gold-deep hover:text-gold-deep"
                >
                  {t(`groups.${group}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {shown.map((group) => {
          const inGroup = items.filter((i) => i.kind === group);
          return (
            <section
              key={group}
              id={`group-${group}`}
              aria-labelledby={`group-${group}-title`}
              className="mt-10 scroll-mt-24 md:mt-12"
            >
              <h2 id={`group-${group}-title`} className="text-2xl md:text-3xl">
                {t(`groups.${group}`)}
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-5 md:mt-6 lg:grid-cols-3">
                {inGroup.map((item) => (
                  <li
                    key={item.code}
                    className="flex flex-col rounded-2xl border border-linen bg-white/70 p-4 sm:p-6"
                    data-testid={`item-${item.code}`}
                  >
                    <div className="flex items-baseline justify-between gap-3">
                      <h3 className="font-serif text-xl leading-tight sm:text-2xl">{item.title}</h3>
                      <p className="shrink-0 text-end text-sm text-stone sm:hidden">
                        <span className="block text-lg font-medium text-ink">
                          {formatMoney(item.priceCents, item.currency, locale)}
                        </span>
                        {item.sessions > 1
                          ? tBooking("sessions", { count: item.sessions })
                          : t("minutes", { count: item.durationMinutes })}
                      </p>
                    </div>
                    <p className="mt-1.5 line-clamp-2 flex-1 text-sm leading-relaxed text-stone sm:mt-2 sm:line-clamp-none">
                      {item.summary}
                    </p>
                    <p className="mt-4 hidden flex-wrap items-baseline gap-x-3 text-sm text-stone sm:flex">
                      <span className="text-xl font-medium text-ink">
                        {formatMoney(item.priceCents, item.currency, locale)}
                      </span>
                      <span>
                        {item.sessions > 1
                          ? tBooking("sessions", { count: item.sessions })
                          : t("minutes", { count: item.durationMinutes })}
                      </span>
                    </p>
                    <div className="mt-3 sm:mt-4">
                      <AddToBasket
                        href={href}
                        code={item.code}
                        label={tAdd("button")}
                        stepper
                        clinicSlug={areaHomeClinic[area]}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <p className="mt-12 max-w-3xl text-sm text-stone">{t("disclaimer")}</p>
        {/* The bar's total is printed in the browser from the page's money pattern, with no Intl.NumberFormat to
            start (decision 199): building one on the first tap was most of that tap's wait (issue 44). */}
        <AdoptMoneyPatterns patterns={moneyPatternsFor(locale, currency)} />
        <ContinueBar prices={prices} currency={currency} locale={locale} href={basketHref} />
      </div>
    </IslandIntl>
  );
}
