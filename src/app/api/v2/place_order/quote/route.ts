import { withOptionalCustomer } from "@/server/api/api-route";
import { clientAddress } from "@/server/http/client-address";
import { quoteCheckoutSchema, quoteParsedCheckout } from "@/server/orders/quote-checkout";
import { checkoutQuoteOutput } from "@/server/orders/checkout-quote-output";

/** The basket and checkout summary: every line priced, the offer chosen and why not the others. */
export const POST = withOptionalCustomer(
  {
    path: "/api/v2/place_order/quote",
    methods: ["POST"],
    tag: "Checkout",
    summary: "Price a basket and checkout",
    description:
      "For a signed-in customer with their offers and credit; for a visitor priced as a new customer. Writes nothing. `lines` as for placeRegisterBookingOrder.",
    input: quoteCheckoutSchema,
    output: checkoutQuoteOutput,
    errors: ["CLINIC_REQUIRED"],
    example: { lines: '[{"code":"JLIV","quantity":1}]', clinicId: 1, paymentMethod: "card" },
  },
  async (input, { customer, request, locale }) =>
    quoteParsedCheckout(customer?.user.id ?? null, input, {
      now: new Date(),
      client: clientAddress(request.headers),
      locale,
    }),
);
