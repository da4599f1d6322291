import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { currencyField } from "@/server/api/shapes";
import { getCreditBalance } from "@/server/wallet/get-credit-balance";
import { readWithoutInput } from "../../../_contract/shared-fields";

/** The signed-in customer's profile (docs/product/entities.md user info). */
const handler = withCustomer(
  {
    path: "/api/v2/my_center/user_info",
    ...readWithoutInput,
    tag: "Account",
    summary: "The signed-in customer's profile",
    output: z.object({
      first_name: z.string(),
      last_name: z.string(),
      title: z.string().nullable(),
      email: z.string(),
      mobile: z.string().nullable(),
      isFree: z
        .union([z.literal(0), z.literal(1)])
        .meta({ description: "1: a member, the basket's discount factor is 0.9." }),
      credit: z.number().meta({
        description:
          "Clinic credit in `currency` (the main unit, not cents); every currency's is in my_center/credit_balance.",
      }),
      currency: currencyField,
      referral_code: z.string().nullable(),
      role: z.string(),
    }),
  },
  async (_input, { customer: { user } }) => {
    const credit = await getCreditBalance(user.id);
    return {
      first_name: user.firstName,
      last_name: user.lastName,
      title: user.title,
      email: user.email,
      mobile: user.mobile,
      isFree: user.isFree ? (1 as const) : (0 as const),
      credit: credit.creditCents / 100,
      currency: credit.currency,
      referral_code: user.referralCode,
      role: user.role,
    };
  },
);

export const GET = handler;
export const POST = handler;
