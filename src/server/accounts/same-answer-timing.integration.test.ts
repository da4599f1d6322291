import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { loginCodes, mailOutbox, passwordResets } from "@/db/schema";
import { registerCustomer } from "../../../tests/support/account-fixtures";
import { requestPasswordReset } from "./request-password-reset";
import { sendLoginCode } from "./send-login-code";

/**
 * Sending a code or a reset link answers after the same work whether or not the address has an account:
 * the caller waits only for the rate limit; everything that depends on the account runs after the answer.
 */
const T0 = new Date("2026-05-04T08:00:00Z");
let seq = 0;
const address = (kind: string) =>
  `${kind}${(seq += 1)}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function registered(): Promise<{ email: string; userId: string }> {
  const email = address("known");
  const { userId } = await registerCustomer(email, T0);
  return { email, userId };
}

/** A runner that holds the work instead of running it: what the caller waited for is all that ran. */
function held() {
  const works: (() => Promise<void>)[] = [];
  return {
    background: (work: () => Promise<void>) => void works.push(work),
    runAll: () => Promise.all(works.map((w) => w())),
  };
}

const mailsTo = async (email: string, template: string) =>
  (await getDb().select({ template: mailOutbox.template }).from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => m.template === template,
  ).length;

describe("the same answer and the same work whether or not the address has an account", () => {
  it("a sign-in code: the answer comes before the address is even looked up", async () => {
    const { email, userId } = await registered();
    const known = held();
    const unknown = held();
    await expect(
      sendLoginCode({ email }, { locale: "en", now: T0, background: known.background }),
    ).resolves.toBeUndefined();
    await expect(
      sendLoginCode({ email: address("nobody") }, { locale: "en", now: T0, background: unknown.background }),
    ).resolves.toBeUndefined();
    // Both answered after the rate limit alone, and both handed over exactly one piece of work.
    expect(await getDb().select().from(loginCodes).where(eq(loginCodes.userId, userId))).toHaveLength(0);
    expect(await mailsTo(email, "login-code")).toBe(0);
    await known.runAll();
    await unknown.runAll();
    expect(await getDb().select().from(loginCodes).where(eq(loginCodes.userId, userId))).toHaveLength(1);
    expect(await mailsTo(email, "login-code")).toBe(1);
  });

  it("a reset link: the answer comes before the address is even looked up", async () => {
    const { email, userId } = await registered();
    const known = held();
    await requestPasswordReset(
      { email },
      { locale: "en", resetPageUrl: "http://localhost/us/en/reset-password", now: T0, background: known.background },
    );
    expect(await getDb().select().from(passwordResets).where(eq(passwordResets.userId, userId))).toHaveLength(0);
    await known.runAll();
    expect(await getDb().select().from(passwordResets).where(eq(passwordResets.userId, userId))).toHaveLength(1);
    expect(await mailsTo(email, "password-reset")).toBe(1);
  });

  it("takes about the same time for a known and an unknown address (loosely: within 3x, medians)", async () => {
    const known = await Promise.all(Array.from({ length: 9 }, () => registered()));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const once = async (email: string) => {
      const runner = held();
      const started = performance.now();
      await sendLoginCode({ email }, { locale: "en", now: T0, background: runner.background });
      const ms = performance.now() - started;
      // The deferred work runs outside the measured answer, as it does after the response in the product.
      await runner.runAll();
      return ms;
    };
    await once(address("warm"));
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Alternate, so load on the machine falls on both alike.
    for (const { email } of known) {
      knownMs.push(await once(email));
      unknownMs.push(await once(address("nobody")));
    }
    const [a, b] = [median(knownMs), median(unknownMs)];
    // A floor of 2 ms: below it the ratio measures the scheduler, not the work.
    expect(
      Math.max(a, b) / Math.max(2, Math.min(a, b)),
      `known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms`,
    ).toBeLessThan(3);
  }, 60_000);
});
