import { z } from "zod";
import { areas } from "@/config/site";
import { clinicIdField } from "@/server/input/clinic-id";
import { formNested } from "@/server/input/payload-fields";
import { isSingleLineText } from "@/shared/input/plain-text";
import { basketSchema } from "./basket-schema";

/** A goods code as the original site's cart calls send it. */
export const goodsCodeField = z
  .string({ message: "errors.app.productUnavailable" })
  .max(200, { message: "errors.app.productUnavailable" })
  .refine(isSingleLineText, { message: "errors.app.productUnavailable" })
  .trim()
  .min(1)
  .max(40);

/** The original site's cart line (goods_code, option_code, bookNumber) or ours (code, optionCode, quantity). */
const specLine = (l: unknown) => {
  if (typeof l !== "object" || l === null) return l;
  const line = l as Record<string, unknown>;
  return {
    code: line.code ?? line.goods_code,
    optionCode: line.optionCode ?? line.option_code,
    quantity: line.quantity ?? line.bookNumber,
  };
};

/** cart_data: a JSON string (docs/product/api.md) or indexed fields (cart_data[0][goods_code]) or a JSON array. */
export const cartDataField = formNested(
  z.preprocess((lines) => (Array.isArray(lines) ? lines.map(specLine) : lines), basketSchema),
).meta({
  description:
    "The browser's basket: a JSON string or indexed fields, lines of { goods_code, option_code, bookNumber }.",
});

export const checkCartListSchema = z.object({ store_id: clinicIdField });
export const mergeCartSchema = z.object({
  /** The chosen clinic; without one, the area's home clinic (area field, else the country-code header). */
  store_id: clinicIdField.optional(),
  area: z.enum(areas).optional(),
  cart_data: cartDataField,
  merge_id: z.uuid({ message: "errors.app.mergeIdInvalid" }).optional().meta({
    description: "The browser's id for this merge: sent again with the same id, a merge already applied adds nothing.",
  }),
});
export const operateCartSchema = z.object({
  store_id: clinicIdField,
  goods_code: goodsCodeField,
  option_code: z.string().max(200).refine(isSingleLineText).trim().max(40).optional(),
  bookNumber: z.coerce.number().int().min(0).max(20).meta({ description: "The line's new quantity; 0 removes it." }),
});
export const deleteCartSchema = z.object({ store_id: clinicIdField, goods_code: goodsCodeField });
