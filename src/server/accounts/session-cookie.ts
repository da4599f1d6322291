import "server-only";
import { cookies } from "next/headers";
import { cookieNames, cookieScope } from "@/config/cookies";
import { ABSOLUTE_MS, deleteSession, type NewSession } from "./sessions";

/**
 * The session token: httpOnly, SameSite=Lax. In production `__Host-` prefixed and Secure (decision 077):
 * the browser then refuses it unless it was set by this exact host over a secure origin with Path=/, so a
 * sibling subdomain cannot plant one. Browsers count http://localhost as secure, so the journeys keep it.
 */
export const SESSION_COOKIE = cookieNames.session;
/** Not secret, readable by the header's island: "1" while signed in, so pages can stay static. */
export const SIGNED_IN_HINT_COOKIE = cookieNames.signedIn;
/** The remembered account's e-mail, prefilled on the login page until forgotten. */
export const REMEMBERED_EMAIL_COOKIE = cookieNames.rememberedEmail;
/** A referral code from a ?ref= link, kept through the visit (set by src/proxy.ts). */
export const REFERRAL_COOKIE = cookieNames.referral;

const REMEMBERED_EMAIL_MAX_AGE = 60 * 60 * 24 * 365;

const base = cookieScope;

/**
 * Set after every sign-in. Without "remember me" the cookies carry no max-age and end with the browser. With it,
 * they last the session's absolute lifetime: the database's sliding idle end decides (sessions.ts), since a
 * server component cannot renew a cookie at each visit.
 */
export async function setSessionCookies(session: NewSession, email?: string): Promise<void> {
  const jar = await cookies();
  const maxAge = session.persistent ? Math.floor(ABSOLUTE_MS / 1000) : undefined;
  jar.set(SESSION_COOKIE, session.token, { ...base(), httpOnly: true, maxAge });
  jar.set(SIGNED_IN_HINT_COOKIE, "1", { ...base(), httpOnly: false, maxAge });
  if (session.persistent && email) {
    jar.set(REMEMBERED_EMAIL_COOKIE, email, { ...base(), httpOnly: true, maxAge: REMEMBERED_EMAIL_MAX_AGE });
  }
}

export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  // Expired with the same attributes: a `__Host-` cookie is only replaced by one that is Secure too.
  jar.set(SESSION_COOKIE, "", { ...base(), httpOnly: true, maxAge: 0 });
  jar.set(SIGNED_IN_HINT_COOKIE, "", { ...base(), httpOnly: false, maxAge: 0 });
}

export async function forgetRememberedEmail(): Promise<void> {
  (await cookies()).set(REMEMBERED_EMAIL_COOKIE, "", { ...base(), httpOnly: true, maxAge: 0 });
}

export async function readCookie(name: string): Promise<string | undefined> {
  return (await cookies()).get(name)?.value;
}

/** Signing out: the session's row goes (on every instance at once) and the browser's cookies with it. */
export async function endCurrentSession(): Promise<void> {
  const token = await readCookie(SESSION_COOKIE);
  if (token) await deleteSession(token);
  await clearSessionCookies();
}
