import { createBotChallenge } from "@/server/bot-check/create-bot-challenge";
import { isBotCheckForm } from "@/server/bot-check/bot-check-config";

/** A fresh ALTCHA challenge for the form widget (decision 120); never cached, each one is single-use. */
export const dynamic = "force-dynamic";

/** `?form=<form>`: the form the challenge is for (only that form accepts its solution, issue 39). */
export async function GET(request: Request): Promise<Response> {
  const form = new URL(request.url).searchParams.get("form");
  if (!isBotCheckForm(form))
    return Response.json({ error: "unknown form" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return Response.json(await createBotChallenge(form), { headers: { "Cache-Control": "no-store" } });
}
