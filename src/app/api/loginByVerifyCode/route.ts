import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { clientAddress } from "@/server/http/client-address";
import { setSessionCookies } from "@/server/accounts/session-cookie";
import { signInWithCodeSchema, signInWithParsedCode } from "@/server/accounts/sign-in-with-code";

/**
 * docs/product/api.md: sign in with the e-mailed code (fields email, code, remember). Answers the access token for the
 * Authorization header and sets the session cookie for browsers.
 */
export const POST = publicRoute(
  {
    path: "/api/loginByVerifyCode",
    methods: ["POST"],
    tag: "Sign-in",
    summary: "Sign in with the e-mailed code",
    description:
      "Send the access token back in the Authorization header (with or without `Bearer `). A code is tried at most a few times.",
    input: signInWithCodeSchema,
    output: z.object({
      access_token: z.string(),
      expires_at: z.string().meta({ description: "When the token ends unless used (it slides with use), ISO 8601." }),
      remember: z.boolean(),
    }),
    errors: ["INVALID_CODE", "RATE_LIMITED"],
    example: { email: "ada@example.com", code: "123456", remember: "1" },
  },
  async (input, { request, translate }) => {
    const { session, email } = await signInWithParsedCode(input, { ip: clientAddress(request.headers) });
    await setSessionCookies(session, email);
    return {
      data: { access_token: session.token, expires_at: session.expiresAt.toISOString(), remember: session.persistent },
      msg: translate("signedIn"),
    };
  },
);
