import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AddToBasket } from "@/components/basket/add-to-basket";
import { formatMoney } from "@/i18n/format-money";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listBookableItems } from "@/server/basket/list-bookable-items";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "basket.choose" });
  return pageMetadata({ area, locale, path: "book-online/choose-program", title: t("title"), description: t("description") });
}

const groups = ["single", "program", "injection", "blood"] as const;

export default async function ChooseProgramPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, tAdd, tBooking, items] = await Promise.all([
    getTranslations({ locale, namespace: "basket.choose" }),
    getTranslations({ locale, namespace: "basket.add" }),
    getTranslations({ locale, namespace: "basket.page" }),
    listBookableItems(undefined, locale),
  ]);
  const href = pathFor(area, locale, "book-online/choose-program");
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow">{t("eyebrow")}</p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
        <Link href={pathFor(area, locale, "book-online/basket")} className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep hover:text-gold-deep">
          {t("continue")}
        </Link>
      </div>
      <p className="mt-4 max-w-2xl text-stone">{t("description")}</p>
      {groups.map((group) => {
        const inGroup = items.filter((i) => i.kind === group);
        if (!inGroup.length) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`} className="mt-12">
            <h2 id={`group-${group}`} className="text-3xl">
              {t(`groups.${group}`)}
            </h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((item) => (
                <li key={item.code} className="flex flex-col rounded-2xl border border-linen bg-white/70 p-6" data-testid={`item-${item.code}`}>
                  <h3 className="font-serif text-2xl leading-tight">{item.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{item.summary}</p>
                  <p className="mt-4 flex flex-wrap items-baseline gap-x-3 text-sm text-stone">
                    <span className="text-xl font-medium text-ink">{formatMoney(item.priceCents, item.currency, locale)}</span>
                    <span>{item.sessions > 1 ? tBooking("sessions", { count: item.sessions }) : t("minutes", { count: item.durationMinutes })}</span>
                  </p>
                  <div className="mt-4">
                    <AddToBasket href={href} code={item.code} label={tAdd("button")} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="mt-12 max-w-3xl text-sm text-stone">{t("disclaimer")}</p>
    </div>
  );
}
