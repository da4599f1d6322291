import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createBotChallenge } from "@/server/bot-check/create-bot-challenge";

/** What the ALTCHA widget submits: a challenge from our server, solved the way the browser solves it. */
export async function solvedBotCheck(challenge?: Challenge): Promise<string> {
  const fresh = challenge ?? (await createBotChallenge());
  const solution = await solveChallenge({ challenge: fresh, deriveKey });
  if (!solution) throw new Error("could not solve the test challenge");
  return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString("base64");
}
