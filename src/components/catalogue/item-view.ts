import "server-only";
import { getTranslations } from "next-intl/server";
import { catalogueItemPath } from "@/config/catalogue-pages";
import type { Area } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { optionKey, type CatalogueItem } from "@/server/catalogue/catalogue-types";

/** A catalogue item with every visible string already localized: what components and client islands get. */
export interface ItemView {
  code: string;
  category: CatalogueItem["category"];
  kind: CatalogueItem["kind"];
  partnerType: CatalogueItem["partnerType"];
  name: string;
  summary: string;
  description: string;
  /** Formatted price, or "Price on request". */
  price: string;
  priceCents: number;
  /** While on sale: the regular price, formatted (shown struck through). */
  regularPrice: string | null;
  /** False: the page says "This product is not currently available!" instead of offering it. */
  available: boolean;
  currency: string;
  priceOnRequest: boolean;
  requestOnly: boolean;
  /** "120 minutes", or "5 sessions" for programmes. */
  duration: string;
  /** For programmes: "120 minutes per session". */
  durationDetail: string | null;
  durationMinutes: number;
  sessions: number;
  href: string;
  path: string;
  options: OptionView[];
}

export interface OptionView {
  code: string;
  name: string;
  price: string;
  priceCents: number;
  duration: string;
}

/** Localize an item. Names fall back to the database's English when a translation is missing. */
export async function toItemView(item: CatalogueItem, area: Area, locale: Locale): Promise<ItemView> {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: "catalogue" }),
    getTranslations({ locale, namespace: "common.price" }),
  ]);
  const text = (field: "name" | "summary" | "description", fallback: string) =>
    t.has(`items.${item.code}.${field}`) ? t(`items.${item.code}.${field}`) : fallback;
  const minutes = (count: number) => common("minutes", { count });
  const path = catalogueItemPath(item);
  return {
    code: item.code,
    category: item.category,
    kind: item.kind,
    partnerType: item.partnerType,
    name: text("name", item.title),
    summary: text("summary", item.summary),
    description: text("description", item.summary),
    // With options the base price is the cheapest choice, so it reads "from $150".
    price: item.priceOnRequest
      ? common("onRequest")
      : item.options.length > 0
        ? common("from", { price: formatMoney(item.priceCents, item.currency, locale) })
        : formatMoney(item.priceCents, item.currency, locale),
    priceCents: item.priceCents,
    regularPrice:
      item.regularPriceCents != null && !item.priceOnRequest
        ? formatMoney(item.regularPriceCents, item.currency, locale)
        : null,
    available: item.available,
    currency: item.currency,
    priceOnRequest: item.priceOnRequest,
    requestOnly: item.requestOnly,
    duration: item.sessions > 1 ? common("sessions", { count: item.sessions }) : minutes(item.durationMinutes),
    durationDetail: item.sessions > 1 ? t("ui.perSession", { duration: minutes(item.durationMinutes) }) : null,
    durationMinutes: item.durationMinutes,
    sessions: item.sessions,
    path,
    href: pathFor(area, locale, path),
    options: item.options.map((option) => ({
      code: option.code,
      name: t.has(`options.${optionKey(option.code)}`) ? t(`options.${optionKey(option.code)}`) : option.name,
      price: formatMoney(option.priceCents, item.currency, locale),
      priceCents: option.priceCents,
      duration: minutes(option.durationMinutes),
    })),
  };
}

export function toItemViews(items: CatalogueItem[], area: Area, locale: Locale): Promise<ItemView[]> {
  return Promise.all(items.map((item) => toItemView(item, area, locale)));
}
