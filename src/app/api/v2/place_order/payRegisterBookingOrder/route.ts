import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { withCard } from "@/server/payments/card-input";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payWithOrderSecret, payWithSecretSchema } from "@/server/orders/order-payment-secret";
import { cardErrors } from "../../../_contract/shared-fields";

/** Sandbox only: pay an order placed for card payment with the secret from getRegisterBookingOrderSecret. */
export const POST = withCustomer(
  {
    path: "/api/v2/place_order/payRegisterBookingOrder",
    methods: ["POST"],
    tag: "Checkout",
    summary: "Sandbox: pay an order with its payment secret",
    description:
      "What Stripe.js does with the client secret, for the sandbox: the order number, the secret from getRegisterBookingOrderSecret and the card form. With Stripe, confirm the PaymentIntent with Stripe.js instead (this answers 4040).",
    input: withCard(payWithSecretSchema).meta({
      description: "All three card fields are needed; a missing one answers 5119.",
    }),
    output: z.object({ order_number: z.string(), status: z.literal("paid") }),
    errors: ["NOT_FOUND", ...cardErrors],
    example: {
      order_number: "AC-7K2M9QXP",
      client_secret: "sbx_secret_…",
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12/34",
      cardCvc: "123",
    },
  },
  async (input, { customer }) => payWithOrderSecret(customer.user.id, input, getPaymentProvider()),
);
