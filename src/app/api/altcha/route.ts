import { createBotChallenge } from "@/server/bot-check/create-bot-challenge";

/** A fresh ALTCHA challenge for the form widget (decision 120); never cached, each one is single-use. */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return Response.json(await createBotChallenge(), { headers: { "Cache-Control": "no-store" } });
}
