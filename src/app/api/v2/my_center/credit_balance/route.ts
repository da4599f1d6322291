import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { currencyField } from "@/server/api/shapes";
import { getCreditBalance } from "@/server/wallet/get-credit-balance";
import { readWithoutInput } from "../../../_contract/shared-fields";

/**
 * docs/product/api.md "fetch credit balance": the customer's clinic credit, spendable at checkout at a clinic that
 * charges in its currency. Credit is kept per currency (decision 272): `credit` and `credit_cents` keep the original
 * call's shape in one currency, `currency`; `balances` lists every currency held.
 */
const handler = withCustomer(
  {
    path: "/api/v2/my_center/credit_balance",
    ...readWithoutInput,
    tag: "Account",
    summary: "The customer's clinic credit",
    description:
      "Credit is kept per currency and spent only at clinics charging in it. `credit` and `credit_cents` are in `currency`: the currency of the customer's latest booking, else USD; `balances` lists the credit in every currency held (above zero).",
    output: z.object({
      credit: z.number().meta({ description: "Clinic credit in `currency`, in the currency's main unit (not cents)." }),
      credit_cents: z.number().int().meta({ description: "The same credit in cents." }),
      currency: currencyField,
      balances: z
        .array(z.object({ currency: currencyField, credit_cents: z.number().int() }))
        .meta({ description: "The credit in each currency held, above zero, by currency code." }),
    }),
  },
  async (_input, { customer }) => {
    const credit = await getCreditBalance(customer.user.id);
    return {
      credit: credit.creditCents / 100,
      credit_cents: credit.creditCents,
      currency: credit.currency,
      balances: credit.balances.map((b) => ({ currency: b.currency, credit_cents: b.balanceCents })),
    };
  },
);
export const GET = handler;
export const POST = handler;
