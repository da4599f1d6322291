import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createBotChallenge } from "@/server/bot-check/create-bot-challenge";

/**
 * What the ALTCHA widget submits: a challenge from our server, solved the way the browser solves it.
 * `now`: the test's clock, when the use case is given one far from today (the challenge expires from it).
 */
export async function solvedBotCheck(options: { challenge?: Challenge; now?: Date } = {}): Promise<string> {
  const fresh = options.challenge ?? (await createBotChallenge({ now: options.now }));
  const solution = await solveChallenge({ challenge: fresh, deriveKey });
  if (!solution) throw new Error("could not solve the test challenge");
  return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString("base64");
}
