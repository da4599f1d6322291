import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { currencyField } from "@/server/api/shapes";
import { getOrderPaymentSecret, orderPaymentSecretSchema } from "@/server/orders/order-payment-secret";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";

/** docs/product/api.md: the payment secret of an order this customer already placed; never places one (decision 152). */
export const POST = withCustomer(
  {
    path: "/api/v2/place_order/getRegisterBookingOrderSecret",
    methods: ["POST"],
    tag: "Checkout",
    summary: "The payment secret of an order already placed",
    description:
      "Place the order first (placeRegisterBookingOrder, paymentMethod card); then this answers the secret to confirm the card payment with: Stripe's PaymentIntent client secret and publishable key, or in the sandbox a token bound to the order. Asking twice answers the same secret. It never places an order.",
    input: orderPaymentSecretSchema,
    output: z.object({
      order_number: z.string(),
      status: z.enum(["awaiting_payment", "paid"]),
      provider: z.enum(["sandbox", "stripe"]),
      client_secret: z.string().nullable(),
      publishable_key: z.string().nullable(),
      amount_cents: z.number().int(),
      currency: currencyField,
    }),
    errors: ["NOT_FOUND", "PAYMENT_FAILED"],
    example: { order_number: "AC-7K2M9QXP" },
  },
  async (input, { customer }) => getOrderPaymentSecret(customer.user.id, input, getPaymentProvider()),
);
