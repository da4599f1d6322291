import { after } from "next/server";
import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { scheduledWith } from "@/server/accounts/background";
import { sendLoginCodeSchema, sendParsedLoginCode } from "@/server/accounts/send-login-code";

/** docs/product/api.md: e-mail a sign-in code. Same answer whether or not the address has an account. */
export const POST = publicRoute(
  {
    path: "/api/loginCodeSendEmail",
    methods: ["POST"],
    tag: "Sign-in",
    summary: "E-mail a sign-in code",
    description: "The same answer whether or not the address has an account; the code is valid for a few minutes.",
    input: sendLoginCodeSchema,
    output: z.null(),
    errors: ["RATE_LIMITED"],
    example: { email: "ada@example.com" },
  },
  async (input, { locale, translate }) => {
    await sendParsedLoginCode(input, { locale, background: scheduledWith(after) });
    return { data: null, msg: translate("codeSent") };
  },
);
