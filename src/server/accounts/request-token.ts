import "server-only";
import { env } from "@/config/env";
import { AppError } from "@/server/errors/app-error";
import { requestCookie } from "@/server/http/request-cookie";
import { SESSION_COOKIE } from "./session-cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Did our own pages send this request? `Sec-Fetch-Site: same-origin` when the browser says so (every
 * current browser does); otherwise the `Origin` header must be our site's origin or the origin the
 * request was addressed to. Neither header: not a browser on our pages.
 */
export function comesFromOurOrigin(request: Request, siteUrl = env().SITE_URL): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

/**
 * The session token of an API call (decision 077): the Authorization header (docs/product/api.md, "Bearer" optional),
 * else the session cookie. A state-changing call carried by the cookie alone must come from our origin
 * (cross-site requests carry cookies too): otherwise it is refused as an invalid token (1005).
 */
export function requestToken(request: Request): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (header) return header.replace(/^Bearer\s+/i, "");
  const cookie = requestCookie(request, SESSION_COOKIE);
  if (!cookie) return null;
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !comesFromOurOrigin(request))
    throw new AppError("UNAUTHENTICATED");
  return cookie;
}
