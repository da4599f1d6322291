import { campaignOfVisitor } from "@/server/cookie-consent/campaign";
import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { holderKeyOf } from "@/server/availability/holder-key";
import { requestCookie } from "@/server/http/request-cookie";
import { clientAddress } from "@/server/http/client-address";
import { placeOrderSchema, placeParsedOrder } from "@/server/orders/place-order";
import { withCard } from "@/server/payments/card-input";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payOrderByCard } from "@/server/orders/pay-order";
import { cardActionFields, cardErrors, cardPaymentAnswer } from "../../../_contract/shared-fields";

/**
 * docs/product/api.md: place the booking order. Pay in clinic: done. Card: the sandbox charges the card form here;
 * Stripe answers the PaymentIntent's client secret for the Payment Element (the webhook settles it).
 */
export const POST = withCustomer(
  {
    path: "/api/v2/place_order/placeRegisterBookingOrder",
    methods: ["POST"],
    tag: "Checkout",
    summary: "Place a booking order",
    description:
      '`lines` travel as a JSON string (`lines=[{"code":"JLIV","quantity":1}]`), as indexed fields (`lines[0][code]=JLIV&lines[0][quantity]=1`) or, in a JSON body, as an array. Chairs held with /api/v2/place_order/hold by the same browser are used.',
    // The card form is checked before anything is written, so a typo never holds a chair.
    input: withCard(placeOrderSchema.omit({ holderKey: true }), (order) => order.paymentMethod === "card"),
    output: z.object({
      order_id: z.string(),
      order_number: z.string(),
      booking_number: z.string(),
      status: z.enum(["confirmed", "paid", "requires_action"]),
      ...cardActionFields,
    }),
    errors: [
      "BASKET_EMPTY",
      "PRODUCT_UNAVAILABLE",
      "ADD_ON_REQUIRED",
      "CLINIC_REQUIRED",
      "LEAD_TIME",
      "OUTSIDE_HOURS",
      "SLOT_TAKEN",
      "UNPAID_LIMIT",
      "HOLD_EXPIRED",
      "TERMS_REQUIRED",
      "CREDIT_CHECK",
      "COUPON_INVALID",
      "COUPON_USED",
      "COUPON_EXPIRED",
      "GIFT_CARD_INVALID",
      "GIFT_CARD_EMPTY",
      "GIFT_CARD_CURRENCY",
      "GIFT_CARD_LIMITED",
      ...cardErrors,
    ],
    example: {
      clinicId: 1,
      startsAt: "2026-12-01T10:00:00.000Z",
      lines: '[{"code":"JLIV","quantity":1}]',
      paymentMethod: "clinic",
      acceptTerms: "true",
    },
  },
  async ({ card, ...input }, { customer, request }) => {
    // The visitor's holds belong to the holder cookie; a holder key in the body is never believed.
    const placed = await placeParsedOrder(
      { id: customer.user.id },
      { ...input, holderKey: holderKeyOf(request).key },
      { client: clientAddress(request.headers), campaign: campaignOfVisitor((name) => requestCookie(request, name)) },
    );
    const base = { order_id: placed.orderId, order_number: placed.orderNumber, booking_number: placed.bookingNumber };
    if (placed.status !== "awaiting_payment") return { ...base, status: placed.status };
    const paid = await payOrderByCard(customer.user.id, placed.orderId, getPaymentProvider(), card);
    return { ...base, ...cardPaymentAnswer(paid) };
  },
);
