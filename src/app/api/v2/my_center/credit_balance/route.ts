import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";

/** docs/product/api.md "fetch credit balance": the customer's clinic credit, spendable at checkout. */
const handler = withCustomer(
  {
    path: "/api/v2/my_center/credit_balance",
    methods: ["GET", "POST"],
    tag: "Account",
    summary: "The customer's clinic credit",
    input: z.object({}),
    output: z.object({
      credit: z.number().meta({ description: "Clinic credit in the account's currency (not cents)." }),
      credit_cents: z.number().int(),
    }),
    example: {},
  },
  async (_input, { customer }) => ({
    credit: customer.user.creditCents / 100,
    credit_cents: customer.user.creditCents,
  }),
);
export const GET = handler;
export const POST = handler;
