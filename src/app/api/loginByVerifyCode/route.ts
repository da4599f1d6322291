import type { NextRequest } from "next/server";
import { apiLocale, apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { clientAddress } from "@/server/http/client-address";
import { setSessionCookies } from "@/server/accounts/session-cookie";
import { signInWithCode } from "@/server/accounts/sign-in-with-code";

/**
 * SPEC 7: sign in with the e-mailed code (fields email, code, remember). Answers the access token for the
 * Authorization header and sets the session cookie for browsers.
 */
export async function POST(request: NextRequest) {
  const translate = await apiTranslator(apiLocale(request));
  try {
    const payload = await readPayload(request);
    const { session, email } = await signInWithCode(payload, { ip: clientAddress(request.headers) });
    await setSessionCookies(session, email);
    return ok({ access_token: session.token, expires_at: session.expiresAt.toISOString(), remember: session.persistent }, translate("signedIn"));
  } catch (error) {
    return fail(error, translate, request);
  }
}
