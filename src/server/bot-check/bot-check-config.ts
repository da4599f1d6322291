import "server-only";
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

/** The HMAC key that signs challenges; production refuses to run without its own. */
export function botCheckKey(): string {
  const { ALTCHA_HMAC_KEY, NODE_ENV } = env();
  if (ALTCHA_HMAC_KEY) return ALTCHA_HMAC_KEY;
  if (NODE_ENV === "production") throw new Error("ALTCHA_HMAC_KEY must be set in production (32+ characters)");
  return DEVELOPMENT_KEY;
}

/** A separate key for the derived-key signature (deterministic mode), derived from the main one. */
export function botCheckKeySignatureKey(): string {
  return `${botCheckKey()}:key-signature`;
}
