import { z } from "zod";
import { env } from "@/config/env";
import { publicRoute } from "@/server/api/api-route";
import { clientAddress } from "@/server/http/client-address";
import { withCard } from "@/server/payments/card-input";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { acceptVisitProposal } from "@/server/requests/answer-visit-proposal";
import { cardActionFields, cardErrors } from "../../../_contract/shared-fields";

/**
 * Accept a visit proposal and pay it by card (decision 147). The link's token is the only credential; the
 * order is made and paid through the checkout's card path (sandbox: the card form here; Stripe: the
 * PaymentIntent's client secret for the Payment Element, settled by the signed webhook).
 */
export const POST = publicRoute(
  {
    path: "/api/v2/visit_proposal/accept",
    methods: ["POST"],
    tag: "Orders",
    summary: "Accept a visit proposal and pay it by card",
    // The card is checked before anything is written: a typo makes no order. A token that is not one (missing, not
    // text) is an unknown link (NOT_FOUND), after the card; only its first 200 characters are read.
    input: withCard(
      z.object({
        token: z
          .string()
          .catch("")
          .transform((token) => token.slice(0, 200)),
      }),
    ),
    output: z.object({
      status: z.enum(["paid", "requires_action"]),
      order_number: z.string(),
      ...cardActionFields,
    }),
    errors: ["NOT_FOUND", "PROPOSAL_CLOSED", "RATE_LIMITED", "SLOT_TAKEN", ...cardErrors],
    example: {
      token: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a.Xb3kq0pA1u9Yt0cZ7rVwQm2nL5sE8dH4jF6gK1aB2cD",
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12/30",
      cardCvc: "123",
    },
  },
  async ({ token, card }, { request, locale }) => {
    const result = await acceptVisitProposal(token, getPaymentProvider(), card, {
      locale,
      client: clientAddress(request.headers),
    });
    return result.status === "paid"
      ? { status: "paid" as const, order_number: result.orderNumber }
      : {
          status: "requires_action" as const,
          order_number: result.orderNumber,
          client_secret: result.clientSecret,
          publishable_key: env().STRIPE_PUBLISHABLE_KEY ?? null,
        };
  },
);
