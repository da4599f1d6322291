import { apiLocale } from "@/server/api/api-translator";
import { z } from "zod";
import { handleApi } from "@/server/api/handle-api";
import { clinicIdField } from "@/server/input/clinic-id";
import { readPayload } from "@/server/api/read-payload";
import { toCartList } from "@/server/basket/cart-list";
import { getServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { currentCustomerId } from "@/server/orders/checkout-customer";

const schema = z.object({ store_id: clinicIdField });

/** SPEC 7: the signed-in customer's basket at a clinic; the browser replaces its basket with it. */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("UNAUTHENTICATED");
  const { store_id } = schema.parse(await readPayload(request));
  return { cart_list: await toCartList(await getServerBasket(customerId, store_id), false, apiLocale(request)) };
});
