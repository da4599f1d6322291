import "server-only";
import { AppError } from "@/server/errors/app-error";
import { requestToken } from "./request-token";
import { validateSessionToken, type SessionUser } from "./sessions";

/** The customer behind an API call, or why there is none (the token codes of docs/product/api.md). */
export type RequestCustomer =
  | { status: "valid"; user: SessionUser; sessionId: string }
  | { status: "expired" | "revoked" | "invalid" }
  /** No token at all; for an optional route, a session cookie that is no longer usable. */
  | { status: "none" };

/**
 * Read the access token (Authorization, "Bearer" optional, else the session cookie: decision 077) and check it.
 * A public route reads nothing. For an optional route a stale cookie is a visitor, a stale header token is not.
 */
export async function customerOfRequest(
  request: Request,
  auth: "customer" | "optional" | "public",
): Promise<RequestCustomer> {
  if (auth === "public") return { status: "none" };
  let token: string | null;
  try {
    token = requestToken(request);
  } catch (error) {
    // A cookie-only state-changing call from another site: a visitor for an optional route, refused otherwise.
    if (auth === "optional" && error instanceof AppError) return { status: "none" };
    throw error;
  }
  if (!token) return { status: "none" };
  const check = await validateSessionToken(token);
  if (check.status === "valid") return { status: "valid", user: check.user, sessionId: check.sessionId };
  const fromHeader = Boolean(request.headers.get("authorization")?.trim());
  if (auth === "optional" && !fromHeader) return { status: "none" };
  return { status: check.status };
}
