import { getLocale } from "next-intl/server";
import { formatMoney } from "@/i18n/format-money";
import { isLocale } from "@/i18n/locales";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { AddToBasketButton } from "./add-to-basket-button";

/**
 * The "Add to basket" action on a service page. The contract other pages rely on: props `href`
 * (the choose-programme page), `code` (goods code), optional `optionCodes` (add-on choices) and `label`.
 * `clinicSlug`: the area's clinic, whose own add-on prices are shown (decision 164).
 * Renders a small client island that adds the item (and its add-on choice) to the basket; it reads its words under
 * the page's `<IslandIntl provider="catalogue">`.
 */
export async function AddToBasket({
  href,
  code,
  optionCodes,
  label,
  stepper,
  clinicSlug,
}: {
  href: string;
  code: string;
  optionCodes?: string[];
  label: string;
  stepper?: boolean;
  clinicSlug?: string;
}) {
  const rawLocale = await getLocale();
  const locale = isLocale(rawLocale) ? rawLocale : "en";
  const [item] = await listBookableItems([code], locale, undefined, clinicSlug);
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
      stepper={stepper}
      label={label}
    />
  );
}
