import { z } from "zod";
import { handleApi } from "@/server/api/handle-api";
import { jsonField, readPayload } from "@/server/api/read-payload";
import { basketSchema } from "@/server/basket/basket-schema";
import { toCartList } from "@/server/basket/cart-list";
import { mergeIntoServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { currentCustomerId } from "@/server/orders/checkout-customer";

const schema = z.object({
  store_id: z.coerce.number().int().positive({ message: "booking.form.selectClinic" }),
  cart_data: z.preprocess(
    (v) => (Array.isArray(jsonField(v)) ? (jsonField(v) as Record<string, unknown>[]).map((l) => ({ code: l.code ?? l.goods_code, optionCode: l.optionCode ?? l.option_code, quantity: l.quantity ?? l.bookNumber })) : []),
    basketSchema,
  ),
});

/** SPEC 7: merge the browser's basket into the server's for the selected clinic; answers the merged list. */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("UNAUTHENTICATED");
  const { store_id, cart_data } = schema.parse(await readPayload(request));
  return { cart_list: await toCartList(await mergeIntoServerBasket(customerId, store_id, cart_data)) };
});
