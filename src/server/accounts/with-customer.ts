import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { apiLocale, apiTranslator } from "@/server/api/api-translator";
import { fail, type Envelope } from "@/server/api/envelope";
import { AppError } from "@/server/errors/app-error";
import type { Locale } from "@/i18n/locales";
import { requestToken } from "./request-token";
import { validateSessionToken, type SessionUser } from "./sessions";

export interface CustomerContext<P> {
  user: SessionUser;
  sessionId: string;
  locale: Locale;
  params: P;
}

/**
 * Declare that an API route needs a signed-in customer. Missing or unknown token: 1005; expired: 1004;
 * ended by a password change elsewhere: 10014 (SPEC 8).
 */
export function withCustomer<P = Record<string, string>>(
  handler: (request: NextRequest, ctx: CustomerContext<P>) => Promise<NextResponse<Envelope<unknown>> | Response>,
) {
  return async (request: NextRequest, route: { params: Promise<P> }) => {
    const locale = apiLocale(request);
    let token: string | null;
    try {
      token = requestToken(request);
    } catch (error) {
      return fail(error, await apiTranslator(locale));
    }
    const check = token ? await validateSessionToken(token) : null;
    if (check?.status !== "valid") {
      const code = check?.status === "expired" ? "TOKEN_EXPIRED" : check?.status === "revoked" ? "SESSION_REVOKED" : "UNAUTHENTICATED";
      return fail(new AppError(code), await apiTranslator(locale));
    }
    return handler(request, { user: check.user, sessionId: check.sessionId, locale, params: await route.params });
  };
}
