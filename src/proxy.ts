import { NextResponse, type NextRequest } from "next/server";
import { cookieNames } from "@/config/cookies";
import { pageCookies } from "@/server/http/page-cookies";
import { contentSecurityPolicy, newNonce, rendersWithNonce } from "@/config/content-security-policy";
import { PREFERENCE_COOKIE, resolveRequest } from "@/i18n/resolve-request";
import { logger } from "@/server/log/logger";
import { REQUEST_ID_HEADER, requestIdFrom, requestIdTiming } from "@/server/log/request-id";
import { judgeActionPost, refuseActionPost } from "@/server/input/screen-action-post";

export async function proxy(request: NextRequest) {
  // A server action too large or malformed for Next to decode is answered here, not with a 500 (decision 083).
  // API calls are not actions: their own reader answers an oversized body with the envelope (PAYLOAD_TOO_LARGE).
  if (!request.nextUrl.pathname.startsWith("/api/")) {
    const refused = await judgeActionPost(request);
    if (refused) return refuseActionPost(refused, request.nextUrl.pathname);
  }

  const { pathname, search } = request.nextUrl;
  // Every page request, server action and API call gets an id that the logs of the work it causes carry
  // (src/server/log/request-id.ts). The path is logged without its query, which may hold a token.
  const requestId = requestIdFrom(request.headers);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  const kind = pathname.startsWith("/api/") ? "api" : request.headers.has("next-action") ? "action" : "page";
  logger.info({ requestId, kind, method: request.method, path: pathname }, "request");
  if (kind === "api") return withRequestId(NextResponse.next({ request: { headers: requestHeaders } }), requestId);

  const preference = request.cookies.get(PREFERENCE_COOKIE)?.value;
  const resolution = resolveRequest({
    pathname,
    search,
    preference,
    acceptLanguage: request.headers.get("accept-language"),
  });

  // Pages rendered per request get a nonce policy without 'unsafe-inline' (decision 097). Next reads the
  // nonce from this request header and puts it on every script it renders.
  const policy =
    resolution.kind === "next" && rendersWithNonce(pathname)
      ? contentSecurityPolicy({
          nonce: newNonce(),
          development: process.env.NODE_ENV !== "production",
          stripe: Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PUBLISHABLE_KEY),
        })
      : null;
  if (policy) requestHeaders.set("content-security-policy", policy);
  const response =
    resolution.kind === "redirect"
      ? NextResponse.redirect(new URL(resolution.location, request.url), 307)
      : NextResponse.next({ request: { headers: requestHeaders } });

  // The preference, referral and campaign cookies (one rule with the page cache in front of Next).
  const cookies = pageCookies({
    resolution,
    preference,
    consent: request.cookies.get(cookieNames.consent)?.value,
    searchParams: request.nextUrl.searchParams,
    fetchMode: request.headers.get("sec-fetch-mode"),
  });
  for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
  if (policy) response.headers.set("content-security-policy", policy);
  return withRequestId(response, requestId);
}

function withRequestId(response: NextResponse, requestId: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  response.headers.set("Server-Timing", requestIdTiming(requestId));
  return response;
}

export const config = {
  // Pages, server actions and the API: not Next internals, dev tools or files with an extension.
  matcher: ["/((?!_next|dev|.*\\..*).*)"],
};
