import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/config/env";
import { requestCookie } from "@/server/http/request-cookie";
import { cookieNames, cookieScope } from "@/config/cookies";

/**
 * Whose chair holds these are (decision 076): a random key minted by the server, kept in a signed
 * httpOnly cookie (never readable by scripts). The browser never chooses it; a cookie that was
 * not signed here is treated as no cookie, and a new key is minted.
 */
export const HOLDER_COOKIE = cookieNames.holder;
// Path=/ (cookieScope): the booking API holds chairs, and the account's server actions (apply a session time,
// move a visit) turn those holds into bookings.
const MAX_AGE = 60 * 60 * 24;

const globalForSecret = globalThis as unknown as { aurumCookieSecret?: Buffer };

/** COOKIE_SECRET when set (the same on every instance); otherwise one random secret for this process. */
function secret(): Buffer {
  const configured = env().COOKIE_SECRET;
  if (configured) return Buffer.from(configured);
  globalForSecret.aurumCookieSecret ??= randomBytes(32);
  return globalForSecret.aurumCookieSecret;
}

/** An HMAC of `text` with the cookie secret (the sandbox's payment secret of an order uses it too). */
export function signedWithCookieSecret(text: string): string {
  return createHmac("sha256", secret()).update(text).digest("base64url");
}

function signature(key: string): string {
  return createHmac("sha256", secret()).update(`holder:${key}`).digest("base64url");
}

export function signHolderKey(key: string): string {
  return `${key}.${signature(key)}`;
}

/** The holder key of a signed cookie value, or null when it is missing, malformed or not ours. */
export function verifyHolderCookie(value: string | undefined | null): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const key = value.slice(0, dot);
  if (!/^h-[A-Za-z0-9_-]{22,64}$/.test(key)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(key));
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

export function newHolderKey(): string {
  return `h-${randomBytes(18).toString("base64url")}`;
}

/** The request's holder key, or a new one (`minted`: the answer must set the cookie). */
export function holderKeyOf(request: Request): { key: string; minted: boolean } {
  const key = verifyHolderCookie(requestCookie(request, HOLDER_COOKIE));
  return key ? { key, minted: false } : { key: newHolderKey(), minted: true };
}

/** A holder key from a cookie's value (a server action reads it with next/headers), or a new one. */
export function holderKeyFromCookie(value: string | undefined): string {
  return verifyHolderCookie(value) ?? newHolderKey();
}

/** The Set-Cookie options for a holder key: httpOnly, signed. */
export function holderCookie(key: string) {
  return {
    name: HOLDER_COOKIE,
    value: signHolderKey(key),
    ...cookieScope(),
    httpOnly: true,
    maxAge: MAX_AGE,
  };
}
