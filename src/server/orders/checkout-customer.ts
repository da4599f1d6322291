import "server-only";
import { getCurrentUser } from "@/server/accounts/current-user";
import { validateSessionToken } from "@/server/accounts/sessions";
import { requestToken } from "@/server/accounts/request-token";

/**
 * Who is checking out: the customer behind the request's token (API calls) or the session cookie
 * (pages and server actions), or null for a visitor. Every booking route asks here and nowhere else.
 * A cookie-only state-changing call from another origin throws UNAUTHENTICATED (decision 077).
 */
export async function currentCustomerId(request?: Request): Promise<string | null> {
  if (!request) return (await getCurrentUser())?.id ?? null;
  const token = requestToken(request);
  if (!token) return null;
  const check = await validateSessionToken(token);
  return check.status === "valid" ? check.user.id : null;
}
