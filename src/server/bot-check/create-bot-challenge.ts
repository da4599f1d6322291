import "server-only";
import { createChallenge, randomInt, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import {
  CHALLENGE_TTL_MS,
  COUNTER_MAX,
  COUNTER_MIN,
  botCheckKey,
  botCheckKeySignatureKey,
  type BotCheckForm,
} from "./bot-check-config";

/**
 * A fresh, signed ALTCHA challenge for the widget (GET /api/altcha). Nothing is stored: the signature
 * and the expiry inside it are checked on submission, and a solved challenge is recorded only then. The form it
 * is for travels in the signed parameters: only that form accepts the solution.
 */
export async function createBotChallenge(form: BotCheckForm, options: { now?: Date } = {}): Promise<Challenge> {
  const now = options.now ?? new Date();
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    data: { form },
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: botCheckKey(),
    hmacKeySignatureSecret: botCheckKeySignatureKey(),
  });
}
