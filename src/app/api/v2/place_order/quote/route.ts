import { apiLocale } from "@/server/api/api-translator";
import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { clientAddress } from "@/server/http/client-address";
import { currentCustomerId } from "@/server/orders/checkout-customer";
import { quoteCheckout } from "@/server/orders/quote-checkout";

/** The basket and checkout summary: every line priced, the offer chosen and why not the others. */
export const POST = handleApi(async (request) =>
  quoteCheckout(await currentCustomerId(request), (await readPayload(request)) as never, { now: new Date(), client: clientAddress(request.headers), locale: apiLocale(request) }),
);
