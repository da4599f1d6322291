import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the bursts below are real races on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginCodes, sessions, users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { registerCustomer, TEST_PASSWORD } from "../../../tests/support/account-fixtures";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { hashLoginCode, sendLoginCode } from "./send-login-code";
import { signInWithCode } from "./sign-in-with-code";
import { signInWithPassword } from "./sign-in-with-password";

/**
 * Decision 070: every attempt is counted before it is evaluated, in one statement, so a burst of parallel
 * guesses cannot all slip past a limit that was read before any of them was counted.
 */
const T0 = new Date("2026-03-02T10:00:00Z");
let seq = 0;

function unique(prefix: string) {
  seq += 1;
  return `${prefix}${seq}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

const register = (email: string) => registerCustomer(email, T0);

function codesOf(results: PromiseSettledResult<unknown>[]) {
  return results.map((r) =>
    r.status === "fulfilled" ? "SIGNED_IN" : r.reason instanceof AppError ? r.reason.code : String(r.reason),
  );
}

function tally(codes: string[]) {
  return codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
}

describe("attempt limits under concurrency", () => {
  it("100 parallel sign-in code guesses compare at most 5, and the right code as the 100th does not sign in", async () => {
    const email = `${unique("codes")}@example.com`;
    const { userId } = await register(email);
    await sendLoginCode({ email }, { locale: "en", now: T0, background: (work) => work() });
    // The mailed code is random; give the row a known one through the same hash the product uses.
    const right = "482913";
    await getDb()
      .update(loginCodes)
      .set({ codeHash: hashLoginCode(userId, right) })
      .where(eq(loginCodes.userId, userId));
    const sessionsBefore = (await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)))
      .length;

    const guesses = Array.from({ length: 99 }, (_, i) => String(100_000 + i)).concat(right);
    const ip = unique("203.0.113.");
    const results = await Promise.allSettled(
      guesses.map((code) => signInWithCode({ email, code }, { ip, now: new Date(T0.getTime() + 60_000) })),
    );
    const outcome = tally(codesOf(results));

    expect(outcome.SIGNED_IN).toBeUndefined();
    expect(Object.keys(outcome).sort()).toEqual(["INVALID_CODE", "RATE_LIMITED"]);
    const [row] = await getDb()
      .select({ attempts: loginCodes.attempts })
      .from(loginCodes)
      .where(eq(loginCodes.userId, userId));
    // Every compared guess was counted first: the counter is the number of comparisons, and it stops at 5.
    expect(row!.attempts).toBe(5);
    expect((await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length).toBe(
      sessionsBefore,
    );
    // The right code, tried alone afterwards, is refused as well: the code is spent.
    await expect(
      signInWithCode({ email, code: right }, { ip: unique("198.51.100."), now: new Date(T0.getTime() + 2 * 60_000) }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/INVALID_CODE|RATE_LIMITED/) });
  });

  it("50 parallel wrong passwords for one account check at most 10 without a proof of work; the owner's e-mailed code still signs in", async () => {
    // The real clock: altcha-lib checks a proof's expiry against it, whatever clock the use case is given.
    const T0 = new Date();
    const email = `${unique("passwords")}@example.com`;
    await register(email);
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const results = await Promise.allSettled(
      // A different address each time, so only the per-account rule stands in the way.
      Array.from({ length: 50 }, (_, i) =>
        signInWithPassword({ email, password: `Wrong-guess-${i}` }, { ip: unique("192.0.2."), now: T0, wait }),
      ),
    );
    const outcome = tally(codesOf(results));
    // INVALID_CREDENTIALS is only ever answered after the password was checked; past 10, a proof of work is asked for.
    expect(outcome).toEqual({ INVALID_CREDENTIALS: 10, PROOF_REQUIRED: 40 });
    // The 6th to the 10th wrong passwords were answered slower, a second more each.
    expect(waits.sort((a, b) => a - b)).toEqual([1000, 2000, 3000, 4000, 5000]);
    // The owner is not locked out: the right password with a proof of work signs in…
    await expect(
      signInWithPassword({ email, password: TEST_PASSWORD }, { ip: unique("192.0.2."), now: T0 }),
    ).rejects.toMatchObject({ code: "PROOF_REQUIRED" });
    await expect(
      signInWithPassword(
        { email, password: TEST_PASSWORD },
        { ip: unique("192.0.2."), now: T0, proof: await solvedBotCheck("sign-in", { now: T0 }) },
      ),
    ).resolves.toMatchObject({ email });
    // …and so does the e-mailed code, which wrong passwords never touch (issue 39, row 4): 50 more from strangers first.
    await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        signInWithPassword({ email, password: `Wrong-again-${i}` }, { ip: unique("192.0.2."), now: T0, wait }),
      ),
    );
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    await sendLoginCode({ email }, { locale: "en", now: T0, background: (work) => work() });
    await getDb()
      .update(loginCodes)
      .set({ codeHash: hashLoginCode(user!.id, "135790") })
      .where(eq(loginCodes.userId, user!.id));
    await expect(
      signInWithCode({ email, code: "135790" }, { ip: unique("198.51.100."), now: T0 }),
    ).resolves.toMatchObject({ email });
    // The code proved the mailbox: the strangers' wrong passwords are forgotten, no proof asked any more.
    await expect(
      signInWithPassword({ email, password: TEST_PASSWORD }, { ip: unique("192.0.2."), now: T0 }),
    ).resolves.toMatchObject({ email });
  }, 60_000);

  it("a right password gives its count back, so an address that signs in often is never locked out", async () => {
    const email = `${unique("often")}@example.com`;
    await register(email);
    const ip = unique("198.51.100.");
    for (let i = 0; i < 12; i++) await signInWithPassword({ email, password: TEST_PASSWORD }, { ip, now: T0 });
    await expect(signInWithPassword({ email, password: TEST_PASSWORD }, { ip, now: T0 })).resolves.toMatchObject({
      email,
    });
  }, 60_000);
});
