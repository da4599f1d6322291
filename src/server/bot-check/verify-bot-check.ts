import "server-only";
import { verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { getDb } from "@/db/client";
import { botCheckSolutions } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { botCheckKey, botCheckKeySignatureKey, type BotCheckForm } from "./bot-check-config";

export interface BotCheckInput {
  /** The form being submitted: the challenge must have been issued for it. */
  form: BotCheckForm;
  /** The widget's payload: base64 of JSON { challenge, solution }. */
  payload: unknown;
  /** The honeypot's value: empty for people. */
  honeypot: unknown;
  now: Date;
}

function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 4000) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    if (!value?.challenge?.parameters || typeof value.challenge.parameters.nonce !== "string" || !value.solution)
      return null;
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return null;
  }
}

/**
 * Refuse bots before a public form writes anything (decision 120): a filled honeypot, a missing or
 * wrong ALTCHA solution, an expired challenge, a challenge issued for another form, or a solution already used
 * once. A good solution is recorded in the database, so it cannot be replayed on any instance.
 */
export async function verifyBotCheck({ form, payload, honeypot, now }: BotCheckInput): Promise<void> {
  if (typeof honeypot === "string" && honeypot.trim() !== "") throw new AppError("BOT_CHECK");
  const parsed = parsePayload(payload);
  if (!parsed) throw new AppError("BOT_CHECK");
  const expiresAt = parsed.challenge.parameters.expiresAt;
  // A challenge without an expiry was not made by us (ours always carry one, under the signature).
  if (!expiresAt || expiresAt * 1000 <= now.getTime()) throw new AppError("BOT_CHECK_EXPIRED");
  let result;
  try {
    result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: botCheckKey(),
      hmacKeySignatureSecret: botCheckKeySignatureKey(),
    });
  } catch {
    throw new AppError("BOT_CHECK");
  }
  if (result.expired) throw new AppError("BOT_CHECK_EXPIRED");
  if (!result.verified) throw new AppError("BOT_CHECK");
  // The form is inside the signed parameters (createBotChallenge), so it cannot be rewritten.
  if (parsed.challenge.parameters.data?.form !== form) throw new AppError("BOT_CHECK");

  // Solutions whose challenge has expired can never pass again: the retention job forgets them (purgeExpiredData).
  const stored = await getDb()
    .insert(botCheckSolutions)
    .values({ challengeId: parsed.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000), usedAt: now })
    .onConflictDoNothing()
    .returning({ challengeId: botCheckSolutions.challengeId });
  if (stored.length === 0) throw new AppError("BOT_CHECK");
}
