import "server-only";
import { getCurrentUser } from "@/server/accounts/current-user";
import { validateSessionToken } from "@/server/accounts/sessions";
import { SESSION_COOKIE } from "@/server/accounts/session-cookie";

/** The token of an API call: the Authorization header (SPEC 7, "Bearer" optional), else the session cookie. */
function tokenOf(request: Request): string | null {
  const header = request.headers.get("authorization")?.trim();
  if (header) return header.replace(/^Bearer\s+/i, "");
  const cookie = request.headers.get("cookie") ?? "";
  for (const part of cookie.split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === SESSION_COOKIE) return decodeURIComponent(part.slice(eq + 1));
  }
  return null;
}

/**
 * Who is checking out: the customer behind the request's token (API calls) or the session cookie
 * (pages and server actions), or null for a visitor. Every booking route asks here and nowhere else.
 */
export async function currentCustomerId(request?: Request): Promise<string | null> {
  if (!request) return (await getCurrentUser())?.id ?? null;
  const token = tokenOf(request);
  if (!token) return null;
  const check = await validateSessionToken(token);
  return check.status === "valid" ? check.user.id : null;
}
