import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { botCheckSolutions } from "@/db/schema";
import { outcomeOf } from "../../../tests/support/app-errors";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import type { BotCheckForm } from "./bot-check-config";
import { createBotChallenge } from "./create-bot-challenge";
import { verifyBotCheck } from "./verify-bot-check";

/** The widget's payload as its JSON object, to alter as a forger would. */
const decoded = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString());
/** An altered object back into the widget's payload. */
const encoded = (forged: unknown) => Buffer.from(JSON.stringify(forged)).toString("base64");
/** What verifyBotCheck answers for this payload on this form, the honeypot empty unless given. */
const outcomeFor = (form: BotCheckForm, payload: string | undefined, now: Date, honeypot = "") =>
  outcomeOf(verifyBotCheck({ form, payload, honeypot, now }));

describe("verifyBotCheck", () => {
  it("accepts a solved challenge once and records it; the same solution again is refused", async () => {
    const payload = await solvedBotCheck("contact");
    await expect(verifyBotCheck({ form: "contact", payload, honeypot: "", now: new Date() })).resolves.toBeUndefined();
    const nonce = decoded(payload).challenge.parameters.nonce;
    expect(await getDb().select().from(botCheckSolutions).where(eq(botCheckSolutions.challengeId, nonce))).toHaveLength(
      1,
    );
    expect(await outcomeFor("contact", payload, new Date())).toBe("BOT_CHECK");
  });

  it("refuses a missing payload, garbage, a filled honeypot and a wrong solution", async () => {
    const now = new Date();
    expect(await outcomeFor("contact", undefined, now)).toBe("BOT_CHECK");
    expect(await outcomeFor("contact", "bm90IGpzb24=", now)).toBe("BOT_CHECK");
    expect(await outcomeFor("contact", await solvedBotCheck("contact"), now, "http://spam.example")).toBe("BOT_CHECK");
    const good = decoded(await solvedBotCheck("contact"));
    // The derived key is what proves the work (the counter alone is not checked when the key is signed).
    const flipped = (good.solution.derivedKey[0] === "0" ? "1" : "0") + good.solution.derivedKey.slice(1);
    const wrong = { ...good, solution: { ...good.solution, derivedKey: flipped } };
    expect(await outcomeFor("contact", encoded(wrong), now)).toBe("BOT_CHECK");
  });

  it("refuses a challenge whose expiry was altered (the signature covers it)", async () => {
    const good = decoded(await solvedBotCheck("contact"));
    good.challenge.parameters.expiresAt += 3600;
    expect(await outcomeFor("contact", encoded(good), new Date())).toBe("BOT_CHECK");
  });

  it("accepts a solution only on the form its challenge was issued for, and the form cannot be rewritten", async () => {
    const now = new Date();
    const newsletter = await solvedBotCheck("newsletter");
    expect(await outcomeFor("register", newsletter, now)).toBe("BOT_CHECK");
    expect(await outcomeFor("checkout", newsletter, now)).toBe("BOT_CHECK");
    // Rewriting the form inside the payload breaks the signature.
    const rewritten = decoded(newsletter);
    rewritten.challenge.parameters.data.form = "register";
    expect(await outcomeFor("register", encoded(rewritten), now)).toBe("BOT_CHECK");
    // A refusal on the wrong form does not spend the solution: its own form still takes it.
    await expect(
      verifyBotCheck({ form: "newsletter", payload: newsletter, honeypot: "", now }),
    ).resolves.toBeUndefined();
  });

  it("refuses an expired challenge, even correctly solved", async () => {
    const old = await createBotChallenge("contact", { now: new Date("2026-01-10T09:00:00Z") });
    const payload = await solvedBotCheck("contact", { challenge: old });
    expect(await outcomeFor("contact", payload, new Date("2026-01-10T09:30:00Z"))).toBe("BOT_CHECK_EXPIRED");
  });
});
