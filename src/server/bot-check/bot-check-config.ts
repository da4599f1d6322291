import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/config/env";

/** How long a challenge may be solved and submitted: enough to fill in a long form. */
export const CHALLENGE_TTL_MS = 20 * 60_000;

/**
 * Proof-of-work size: the browser tries counters up to a secret one between these bounds, one SHA-256
 * each (well under a second on a phone); a script must pay that for every submission.
 */
export const COUNTER_MIN = 5_000;
export const COUNTER_MAX = 20_000;

const DEVELOPMENT_KEY = "aurum-development-altcha-key-not-for-production";

/** Without ALTCHA_HMAC_KEY in production: a random key for this process (never a known one). */
let processKey: string | null = null;

/**
 * The HMAC key that signs challenges. Production without ALTCHA_HMAC_KEY (the `npm start` demo, one
 * instance) signs with a random per-process key, so a published key can never forge challenges; several
 * instances must share ALTCHA_HMAC_KEY, or a challenge fetched from one fails on another.
 */
export function botCheckKey(): string {
  const { ALTCHA_HMAC_KEY, NODE_ENV } = env();
  if (ALTCHA_HMAC_KEY) return ALTCHA_HMAC_KEY;
  if (NODE_ENV !== "production") return DEVELOPMENT_KEY;
  processKey ??= randomBytes(32).toString("hex");
  return processKey;
}

/** A separate key for the derived-key signature (deterministic mode), derived from the main one. */
export function botCheckKeySignatureKey(): string {
  return `${botCheckKey()}:key-signature`;
}
