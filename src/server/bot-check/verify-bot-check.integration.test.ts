import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { botCheckSolutions } from "@/db/schema";
import { outcomeOf } from "../../../tests/support/app-errors";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { createBotChallenge } from "./create-bot-challenge";
import { verifyBotCheck } from "./verify-bot-check";

describe("verifyBotCheck", () => {
  it("accepts a solved challenge once and records it; the same solution again is refused", async () => {
    const payload = await solvedBotCheck("contact");
    await expect(verifyBotCheck({ form: "contact", payload, honeypot: "", now: new Date() })).resolves.toBeUndefined();
    const nonce = JSON.parse(Buffer.from(payload, "base64").toString()).challenge.parameters.nonce;
    expect(await getDb().select().from(botCheckSolutions).where(eq(botCheckSolutions.challengeId, nonce))).toHaveLength(
      1,
    );
    expect(await outcomeOf(verifyBotCheck({ form: "contact", payload, honeypot: "", now: new Date() }))).toBe(
      "BOT_CHECK",
    );
  });

  it("refuses a missing payload, garbage, a filled honeypot and a wrong solution", async () => {
    const now = new Date();
    expect(await outcomeOf(verifyBotCheck({ form: "contact", payload: undefined, honeypot: "", now }))).toBe(
      "BOT_CHECK",
    );
    expect(await outcomeOf(verifyBotCheck({ form: "contact", payload: "bm90IGpzb24=", honeypot: "", now }))).toBe(
      "BOT_CHECK",
    );
    expect(
      await outcomeOf(
        verifyBotCheck({
          form: "contact",
          payload: await solvedBotCheck("contact"),
          honeypot: "http://spam.example",
          now,
        }),
      ),
    ).toBe("BOT_CHECK");
    const good = JSON.parse(Buffer.from(await solvedBotCheck("contact"), "base64").toString());
    // The derived key is what proves the work (the counter alone is not checked when the key is signed).
    const flipped = (good.solution.derivedKey[0] === "0" ? "1" : "0") + good.solution.derivedKey.slice(1);
    const wrong = { ...good, solution: { ...good.solution, derivedKey: flipped } };
    expect(
      await outcomeOf(
        verifyBotCheck({
          form: "contact",
          payload: Buffer.from(JSON.stringify(wrong)).toString("base64"),
          honeypot: "",
          now,
        }),
      ),
    ).toBe("BOT_CHECK");
  });

  it("refuses a challenge whose expiry was altered (the signature covers it)", async () => {
    const good = JSON.parse(Buffer.from(await solvedBotCheck("contact"), "base64").toString());
    good.challenge.parameters.expiresAt += 3600;
    expect(
      await outcomeOf(
        verifyBotCheck({
          form: "contact",
          payload: Buffer.from(JSON.stringify(good)).toString("base64"),
          honeypot: "",
          now: new Date(),
        }),
      ),
    ).toBe("BOT_CHECK");
  });

  it("accepts a solution only on the form its challenge was issued for, and the form cannot be rewritten", async () => {
    const now = new Date();
    const newsletter = await solvedBotCheck("newsletter");
    expect(await outcomeOf(verifyBotCheck({ form: "register", payload: newsletter, honeypot: "", now }))).toBe(
      "BOT_CHECK",
    );
    expect(await outcomeOf(verifyBotCheck({ form: "checkout", payload: newsletter, honeypot: "", now }))).toBe(
      "BOT_CHECK",
    );
    // Rewriting the form inside the payload breaks the signature.
    const rewritten = JSON.parse(Buffer.from(newsletter, "base64").toString());
    rewritten.challenge.parameters.data.form = "register";
    expect(
      await outcomeOf(
        verifyBotCheck({
          form: "register",
          payload: Buffer.from(JSON.stringify(rewritten)).toString("base64"),
          honeypot: "",
          now,
        }),
      ),
    ).toBe("BOT_CHECK");
    // A refusal on the wrong form does not spend the solution: its own form still takes it.
    await expect(
      verifyBotCheck({ form: "newsletter", payload: newsletter, honeypot: "", now }),
    ).resolves.toBeUndefined();
  });

  it("refuses an expired challenge, even correctly solved", async () => {
    const old = await createBotChallenge("contact", { now: new Date("2026-01-10T09:00:00Z") });
    const payload = await solvedBotCheck("contact", { challenge: old });
    expect(
      await outcomeOf(
        verifyBotCheck({ form: "contact", payload, honeypot: "", now: new Date("2026-01-10T09:30:00Z") }),
      ),
    ).toBe("BOT_CHECK_EXPIRED");
  });
});
