import { apiLocale } from "@/server/api/api-translator";
import { z } from "zod";
import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { toCartList } from "@/server/basket/cart-list";
import { setServerBasketLine } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { currentCustomerId } from "@/server/orders/checkout-customer";

const schema = z.object({
  store_id: z.coerce.number().int().positive({ message: "booking.form.selectClinic" }),
  goods_code: z.string().trim().min(1),
  option_code: z.string().trim().optional(),
  bookNumber: z.coerce.number().int().min(0).max(20),
});

/** Set one line's quantity (0 removes it). */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("UNAUTHENTICATED");
  const input = schema.parse(await readPayload(request));
  const lines = await setServerBasketLine(customerId, input.store_id, { code: input.goods_code, optionCode: input.option_code || null, quantity: input.bookNumber });
  return { cart_list: await toCartList(lines, false, apiLocale(request)) };
});
