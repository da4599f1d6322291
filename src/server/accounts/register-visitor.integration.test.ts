import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { mailOutbox, users } from "@/db/schema";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { registerVisitor } from "./register-visitor";

const now = new Date("2026-11-22T12:00:00Z");
const ctx = { locale: "en", accountUrl: "http://localhost/uk/en/account/settings", now };
const form = async (overrides: Record<string, unknown> = {}) => {
  const email = `reg-${randomUUID()}@example.com`;
  return {
    title: "Ms",
    firstName: "Amelia",
    lastName: "Hart",
    email,
    confirmEmail: email,
    countryCode: "+44",
    mobile: "07700 900123",
    password: "Tranquil-harbour-42",
    confirmPassword: "Tranquil-harbour-42",
    acceptTerms: "on",
    altcha: await solvedBotCheck("register"),
    website: "",
    ...overrides,
  };
};
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "passed",
    (error: unknown) => (error instanceof z.ZodError ? "fields" : (error as { code?: string }).code),
  );
const accountsFor = (email: string) => getDb().select().from(users).where(eq(users.email, email));

describe("registerVisitor: registration behind the bot check", () => {
  it("creates the account with a solved check, and refuses a missing, reused or honeypot-filled one, writing nothing", async () => {
    const good = await form();
    expect(await outcome(registerVisitor(good, ctx))).toBe("passed");
    expect(await accountsFor(good.email)).toHaveLength(1);

    const missing = await form({ altcha: undefined });
    const reused = await form({ altcha: good.altcha });
    const bot = await form({ website: "https://spam.example" });
    for (const refused of [missing, reused, bot]) {
      expect(await outcome(registerVisitor(refused, ctx))).toBe("BOT_CHECK");
      expect(await accountsFor(refused.email)).toHaveLength(0);
      expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, refused.email))).toHaveLength(0);
    }
  });

  it("names field problems before judging the check, so a typo does not spend the solution", async () => {
    const typo = await form({ confirmEmail: "someone-else@example.com" });
    expect(await outcome(registerVisitor(typo, ctx))).toBe("fields");
    expect(await outcome(registerVisitor({ ...typo, confirmEmail: typo.email }, ctx))).toBe("passed");
  });
});
