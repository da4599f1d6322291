/**
 * Every cookie the site sets, in one place (ASVS 3.3.1). In production each is `__Host-` prefixed and Secure:
 * the browser then accepts it only from this exact host over a secure origin with Path=/ and no Domain, so a
 * sibling subdomain or a plain-http network attacker cannot plant or overwrite one. Browsers count
 * http://localhost as secure, so `npm start` and the journeys keep working. Safe to import on the client
 * (the header's island reads the signed-in hint).
 */
const production = process.env.NODE_ENV === "production";

export function cookieName(base: string, hostPrefixed: boolean = production): string {
  return hostPrefixed ? `__Host-${base}` : base;
}

export const cookieNames = {
  /** The session token (httpOnly). */
  session: cookieName("aurum_session"),
  /** Not secret, readable by the header's island: "1" while signed in, so pages can stay static. */
  signedIn: cookieName("aurum_signed_in"),
  /** The remembered account's e-mail, prefilled on the login page until forgotten (httpOnly). */
  rememberedEmail: cookieName("aurum_account"),
  /** A referral code from a ?ref= link, kept through the visit (httpOnly). */
  referral: cookieName("aurum_ref"),
  /** The visitor's market and language ("us:en"). */
  preference: cookieName("aurum_pref"),
  /** Which chair holds are this browser's: a signed random key (httpOnly). */
  holder: cookieName("aurum_holder"),
  /** The receipt of the last request sent from this browser, so only its sender sees it (httpOnly). */
  requestReceipt: cookieName("aurum_request"),
  /** The visitor's cookie choice ("v1:campaign=1"): strictly necessary, kept for 180 days. */
  consent: cookieName("aurum_consent"),
  /** Campaign parameters (utm_*), 14 days, only after the visitor allowed campaign measurement (httpOnly). */
  campaign: cookieName("aurum_campaign"),
} as const;

/** The attributes every cookie shares: whole site, SameSite=Lax, Secure in production (required by `__Host-`). */
export function cookieScope() {
  return { path: "/", sameSite: "lax" as const, secure: production };
}
