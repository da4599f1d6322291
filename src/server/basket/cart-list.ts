import "server-only";
import type { BasketLineInput } from "./basket-schema";
import { resolveBasketLines } from "./resolve-basket-lines";

/** The SPEC's cart_list shape (goods_code, bookNumber, priceValue, discount) for a basket. */
export async function toCartList(lines: BasketLineInput[], isFree = false, locale = "en") {
  const resolved = await resolveBasketLines(lines, undefined, locale);
  return resolved.map((l) => ({
    goods_code: l.code,
    option_code: l.optionCode,
    goods_name: l.title,
    bookNumber: l.quantity,
    priceValue: l.unitPriceCents / 100,
    discount: isFree ? 0.9 : 1,
    available: l.problem === null,
  }));
}
