import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";

/** The signed-in customer's profile (docs/product/entities.md user info). */
const handler = withCustomer(
  {
    path: "/api/v2/my_center/user_info",
    methods: ["GET", "POST"],
    tag: "Account",
    summary: "The signed-in customer's profile",
    input: z.object({}),
    output: z.object({
      first_name: z.string(),
      last_name: z.string(),
      title: z.string().nullable(),
      email: z.string(),
      mobile: z.string().nullable(),
      isFree: z
        .union([z.literal(0), z.literal(1)])
        .meta({ description: "1: a member, the basket's discount factor is 0.9." }),
      credit: z.number(),
      referral_code: z.string().nullable(),
      role: z.string(),
    }),
    example: {},
  },
  async (_input, { customer: { user } }) => ({
    first_name: user.firstName,
    last_name: user.lastName,
    title: user.title,
    email: user.email,
    mobile: user.mobile,
    isFree: user.isFree ? (1 as const) : (0 as const),
    credit: user.creditCents / 100,
    referral_code: user.referralCode,
    role: user.role,
  }),
);

export const GET = handler;
export const POST = handler;
