import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/config/env";

/**
 * The forms a bot check guards. A challenge names the form it was issued for, under its signature, and only that
 * form accepts its solution (issue 39): a solution worked out for the newsletter does not open registration.
 */
export const BOT_CHECK_FORMS = [
  "contact",
  "spa",
  "newsletter",
  "call-back",
  "weekend-call-back",
  "concierge",
  "franchising",
  "careers",
  "register",
  "checkout",
  // Not forms a visitor sees: the proof of work a flood guard asks for (issue 39) — a chair hold above the address's
  // hourly allowance, a password sign-in after many wrong passwords for the account.
  "hold",
  "sign-in",
] as const;
export type BotCheckForm = (typeof BOT_CHECK_FORMS)[number];

export const isBotCheckForm = (value: unknown): value is BotCheckForm =>
  typeof value === "string" && (BOT_CHECK_FORMS as readonly string[]).includes(value);

/** How long a challenge may be solved and submitted: enough to fill in a long form. */
export const CHALLENGE_TTL_MS = 20 * 60_000;

/**
 * Proof-of-work size: the browser tries counters up to a secret one between these bounds, one SHA-256
 * each (well under a second on a phone); a script must pay that for every submission.
 */
export const COUNTER_MIN = 5_000;
export const COUNTER_MAX = 20_000;

const DEVELOPMENT_KEY = "aurum-development-altcha-key-not-for-production";

/**
 * Without ALTCHA_HMAC_KEY in production: a random key for this process (never a known one). Kept on
 * globalThis: Next bundles route handlers and server actions separately, each with its own copy of
 * this module, and the challenge route and the form actions must sign with the same key.
 */
const holder = globalThis as typeof globalThis & { __aurumBotCheckKey?: string };

/**
 * The HMAC key that signs challenges. Production without ALTCHA_HMAC_KEY (the `npm start` demo, one
 * instance) signs with a random per-process key, so a published key can never forge challenges; several
 * instances must share ALTCHA_HMAC_KEY, or a challenge fetched from one fails on another.
 */
export function botCheckKey(): string {
  const { ALTCHA_HMAC_KEY, NODE_ENV } = env();
  if (ALTCHA_HMAC_KEY) return ALTCHA_HMAC_KEY;
  if (NODE_ENV !== "production") return DEVELOPMENT_KEY;
  holder.__aurumBotCheckKey ??= randomBytes(32).toString("hex");
  return holder.__aurumBotCheckKey;
}

/** A separate key for the derived-key signature (deterministic mode), derived from the main one. */
export function botCheckKeySignatureKey(): string {
  return `${botCheckKey()}:key-signature`;
}
