import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { SESSION_COOKIE } from "./session-cookie";
import { validateSessionToken, type SessionCheck, type SessionUser } from "./sessions";

/** The session behind this request's cookie, checked once per request. */
export const getSession = cache(async (): Promise<SessionCheck | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return validateSessionToken(token);
});

/** The signed-in customer, or null. For server components and server actions. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const session = await getSession();
  return session?.status === "valid" ? session.user : null;
}

export interface ReturnTo {
  area: Area;
  locale: Locale;
  /** The page to come back to after signing in, under the area and locale (e.g. "account/settings"). */
  path: string;
}

/**
 * The signed-in customer, or a redirect to the login page that comes back here afterwards.
 * A session that has expired (or was ended elsewhere) says so on the login page.
 */
export async function requireUser(returnTo: ReturnTo): Promise<SessionUser & { sessionId: string }> {
  const session = await getSession();
  if (session?.status === "valid") return { ...session.user, sessionId: session.sessionId };
  const next = pathFor(returnTo.area, returnTo.locale, returnTo.path);
  const query = new URLSearchParams({ next });
  if (session) query.set("expired", "1");
  redirect(`${pathFor(returnTo.area, returnTo.locale, "login")}?${query.toString()}`);
}
