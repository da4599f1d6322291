import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { mailOutbox, users } from "@/db/schema";
import { registrationForm } from "../../../tests/support/account-fixtures";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { registerVisitor } from "./register-visitor";

const now = new Date("2026-11-22T12:00:00Z");
const ctx = { locale: "en", accountUrl: "http://localhost/uk/en/account/settings", now };
const form = async (overrides: Record<string, unknown> = {}) => ({
  ...registrationForm(`reg-${randomUUID()}@example.com`),
  altcha: await solvedBotCheck("register"),
  website: "",
  ...overrides,
});
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
