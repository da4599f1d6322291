import { apiLocale } from "@/server/api/api-translator";
import { z } from "zod";
import { handleApi } from "@/server/api/handle-api";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSingleLineText } from "@/server/input/plain-text";
import { readPayload } from "@/server/api/read-payload";
import { toCartList } from "@/server/basket/cart-list";
import { removeFromServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { currentCustomerId } from "@/server/orders/checkout-customer";

const schema = z.object({ store_id: clinicIdField, goods_code: z.string().max(200).refine(isSingleLineText, { message: "errors.app.productUnavailable" }).trim().min(1).max(40) });

/** Delete a basket line by goods code. */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("UNAUTHENTICATED");
  const input = schema.parse(await readPayload(request));
  return { cart_list: await toCartList(await removeFromServerBasket(customerId, input.store_id, input.goods_code), false, apiLocale(request)) };
});
