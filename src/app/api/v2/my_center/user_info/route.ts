import { ok } from "@/server/api/envelope";
import { withCustomer } from "@/server/accounts/with-customer";

/** The signed-in customer's profile (SPEC 3 user info); 1004/1005/10014 when the token is not usable. */
const handler = withCustomer(async (_request, { user }) =>
  ok({
    first_name: user.firstName,
    last_name: user.lastName,
    title: user.title,
    email: user.email,
    mobile: user.mobile,
    isFree: user.isFree ? 1 : 0,
    credit: user.creditCents / 100,
    referral_code: user.referralCode,
    role: user.role,
  }),
);

export const GET = handler;
export const POST = handler;
