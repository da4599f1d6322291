import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { BotCheckForm } from "@/server/bot-check/bot-check-config";
import { createBotChallenge } from "@/server/bot-check/create-bot-challenge";

/**
 * What the ALTCHA widget submits for `form`: a challenge from our server, solved the way the browser solves it.
 * `now`: the test's clock, when the use case is given one far from today (the challenge expires from it).
 */
export async function solvedBotCheck(
  form: BotCheckForm,
  options: { challenge?: Challenge; now?: Date } = {},
): Promise<string> {
  const fresh = options.challenge ?? (await createBotChallenge(form, { now: options.now }));
  const solution = await solveChallenge({ challenge: fresh, deriveKey });
  if (!solution) throw new Error("could not solve the test challenge");
  return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString("base64");
}
