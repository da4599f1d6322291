import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { isLocale } from "@/i18n/locales";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { AddToBasketButton } from "./add-to-basket-button";

/**
 * The "Add to basket" action on a service page. The contract other pages rely on: props `href`
 * (the choose-programme page), `code` (goods code), optional `optionCodes` (add-on choices) and `label`.
 * Renders a small client island that adds the item (and its add-on choice) to the basket.
 */
export async function AddToBasket({ href, code, optionCodes, label }: { href: string; code: string; optionCodes?: string[]; label: string }) {
  const rawLocale = await getLocale();
  const locale = isLocale(rawLocale) ? rawLocale : "en";
  const [item] = await listBookableItems([code], locale);
  const t = await getTranslations({ locale, namespace: "basket.add" });
  const basketHref = href.replace(/choose-program\/?$/, "basket");
  if (!item) return null;
  const options = item.options
    .filter((o) => !optionCodes || optionCodes.includes(o.code))
    .map((o) => ({ code: o.code, name: o.name, price: formatMoney(o.priceCents, item.currency, locale) }));
  return (
    <AddToBasketButton
      code={code}
      title={item.title}
      options={options}
      basketHref={basketHref}
      labels={{ button: label, addOnLabel: t("addOnLabel"), addOnPlaceholder: t("addOnPlaceholder"), added: t("added"), viewBasket: t("viewBasket"), selectAddOn: t("selectAddOn") }}
    />
  );
}
