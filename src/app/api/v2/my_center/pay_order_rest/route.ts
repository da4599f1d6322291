import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { withCard } from "@/server/payments/card-input";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payOrderRest } from "@/server/orders/pay-order";
import { cardActionFields, cardPaymentAnswer } from "../../../_contract/shared-fields";

/**
 * "Pay the rest online" from My Orders: the sandbox charges the card form here; Stripe answers the
 * PaymentIntent's client secret for the Payment Element and the signed webhook applies the payment.
 */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/pay_order_rest",
    methods: ["POST"],
    tag: "Orders",
    summary: "Pay what is left of an order by card",
    // Not an order id (missing, too long, not text): the same answer as someone else's order (NOT_FOUND), after the card.
    input: withCard(z.object({ order_id: z.string().max(100).catch("") })),
    output: z.object({
      status: z.enum(["paid", "requires_action"]),
      ...cardActionFields,
    }),
    errors: [
      "NOT_FOUND",
      "NOTHING_TO_PAY",
      "CARD_INCOMPLETE",
      "CARD_INVALID",
      "CARD_EXPIRED",
      "REST_PAYMENT_DECLINED",
      "REST_PAYMENT_FAILED",
    ],
    example: {
      order_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a",
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12/30",
      cardCvc: "123",
    },
  },
  async ({ order_id, card }, { customer }) => {
    return cardPaymentAnswer(await payOrderRest(customer.user.id, order_id, getPaymentProvider(), card));
  },
);
