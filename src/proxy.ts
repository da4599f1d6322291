import { NextResponse, type NextRequest } from "next/server";
import { formatPreference, PREFERENCE_COOKIE, resolveRequest } from "@/i18n/resolve-request";
import { judgeActionPost, refuseActionPost } from "@/server/input/screen-action-post";

const ONE_YEAR = 60 * 60 * 24 * 365;

export async function proxy(request: NextRequest) {
  // A server action too large or malformed for Next to decode is answered here, not with a 500 (decision 083).
  const refused = await judgeActionPost(request);
  if (refused) return refuseActionPost(refused, request.nextUrl.pathname);

  const { pathname, search } = request.nextUrl;
  const preference = request.cookies.get(PREFERENCE_COOKIE)?.value;
  const resolution = resolveRequest({
    pathname,
    search,
    preference,
    acceptLanguage: request.headers.get("accept-language"),
  });

  // Every request gets an id that the logs of the work it causes carry (src/server/log/logger.ts).
  const requestHeaders = new Headers(request.headers);
  if (!requestHeaders.has("x-request-id")) requestHeaders.set("x-request-id", crypto.randomUUID());
  const response =
    resolution.kind === "redirect"
      ? NextResponse.redirect(new URL(resolution.location, request.url), 307)
      : NextResponse.next({ request: { headers: requestHeaders } });

  // Remember the visitor's market and language once they are on a real page.
  const wanted = formatPreference(resolution);
  if (resolution.kind === "next" && preference !== wanted) {
    response.cookies.set(PREFERENCE_COOKIE, wanted, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
  }
  // A referral link (?ref=CODE) is remembered through the visit, for the registration form.
  const ref = request.nextUrl.searchParams.get("ref");
  if (ref && /^[A-Za-z0-9]{4,32}$/.test(ref)) {
    response.cookies.set("aurum_ref", ref.toUpperCase(), { path: "/", sameSite: "lax", httpOnly: true });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next internals, dev tools or files with an extension.
  matcher: ["/((?!api|_next|dev|.*\\..*).*)"],
};
