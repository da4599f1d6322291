import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { apiLocale, apiTranslator } from "@/server/api/api-translator";
import { fail, type Envelope } from "@/server/api/envelope";
import { AppError } from "@/server/errors/app-error";
import type { Locale } from "@/i18n/locales";
import { SESSION_COOKIE } from "./session-cookie";
import { validateSessionToken, type SessionUser } from "./sessions";

export interface CustomerContext<P> {
  user: SessionUser;
  sessionId: string;
  locale: Locale;
  params: P;
}

/** The token of an API call: the Authorization header (SPEC 7, "Bearer" optional), else the session cookie. */
export function requestToken(request: NextRequest): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (header) return header.replace(/^Bearer\s+/i, "");
  return request.cookies.get(SESSION_COOKIE)?.value ?? null;
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
    const token = requestToken(request);
    const check = token ? await validateSessionToken(token) : null;
    if (check?.status !== "valid") {
      const code = check?.status === "expired" ? "TOKEN_EXPIRED" : check?.status === "revoked" ? "SESSION_REVOKED" : "UNAUTHENTICATED";
      return fail(new AppError(code), await apiTranslator(locale));
    }
    return handler(request, { user: check.user, sessionId: check.sessionId, locale, params: await route.params });
  };
}
