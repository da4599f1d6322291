import "server-only";
import type { BasketLineInput } from "./basket-schema";
import { z } from "zod";
import { resolveBasketLines } from "./resolve-basket-lines";

/** The original site's cart_list shape (goods_code, bookNumber, priceValue, discount) for a clinic's basket, at that clinic's prices. */
export async function toCartList(lines: BasketLineInput[], isFree = false, locale = "en", clinicId?: number | null) {
  const resolved = await resolveBasketLines(lines, undefined, locale, clinicId);
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

/** The documented shape of one cart_list line (OpenAPI). */
export const cartLineSchema = z.object({
  goods_code: z.string(),
  option_code: z.string().nullable(),
  goods_name: z.string(),
  bookNumber: z.number().int(),
  priceValue: z.number().meta({ description: "Unit price in the clinic's currency (not cents)." }),
  discount: z.number().meta({ description: "Factor applied to the price: 0.9 for a member (isFree), else 1." }),
  available: z.boolean(),
});
export const cartListSchema = z.object({ cart_list: z.array(cartLineSchema) });
