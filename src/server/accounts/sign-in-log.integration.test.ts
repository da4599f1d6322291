import { describe, expect, it } from "vitest";
import { registerCustomer, TEST_PASSWORD } from "../../../tests/support/account-fixtures";
import { accountDigest, type SignInLogEntry } from "./sign-in-log";
import { sendLoginCode } from "./send-login-code";
import { signInWithCode } from "./sign-in-with-code";
import { signInWithPassword } from "./sign-in-with-password";

/** ASVS 16.3.1: every sign-in attempt, successful or not, is logged, without the secret or the address itself. */
const T0 = new Date("2026-03-02T10:00:00Z");

const register = (email: string) => registerCustomer(email, T0);

describe("sign-in attempts are logged", () => {
  it("logs a wrong password, a lock-out, a malformed attempt and a success, never the password or the e-mail", async () => {
    const email = `log-${Date.now()}@example.com`;
    const user = await register(email);
    const entries: SignInLogEntry[] = [];
    const log = (entry: SignInLogEntry) => entries.push(entry);
    const ip = `log-test-${Math.random()}`;

    await expect(
      signInWithPassword({ email, password: "wrong-password-1" }, { ip, now: T0, log }),
    ).rejects.toMatchObject({ code: "INVALID_CREDENTIALS" });
    await expect(
      signInWithPassword({ email: "not an address", password: "x" }, { ip, now: T0, log }),
    ).rejects.toThrow();
    const signedIn = await signInWithPassword(
      { email: email.toUpperCase(), password: TEST_PASSWORD },
      { ip, now: T0, log },
    );

    expect(entries.map((e) => [e.method, e.outcome])).toEqual([
      ["password", "failure"],
      ["password", "rejected"],
      ["password", "success"],
    ]);
    expect(entries[0]!.account).toBe(accountDigest(email));
    expect(entries[2]!.account).toBe(accountDigest(email));
    expect(entries[2]!.userId).toBe(signedIn.userId);
    expect(entries[0]!.userId).toBeUndefined();
    expect(entries.every((e) => e.ip === ip && e.event === "auth.sign_in")).toBe(true);
    const written = JSON.stringify(entries);
    expect(written).not.toContain(TEST_PASSWORD);
    expect(written).not.toContain("wrong-password-1");
    expect(written).not.toContain(email);
    expect(user.userId).toBe(signedIn.userId);

    // The address's limit: a refused attempt is logged as locked.
    const lockIp = `lock-${Math.random()}`;
    for (let i = 0; i < 50; i++)
      await signInWithPassword(
        { email: `other-${i}-${email}`, password: `wrong-${i}-abcdef` },
        { ip: lockIp, now: T0 },
      ).catch(() => undefined);
    entries.length = 0;
    await expect(
      signInWithPassword({ email, password: TEST_PASSWORD }, { ip: lockIp, now: T0, log }),
    ).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(entries.map((e) => e.outcome)).toEqual(["locked"]);
  });

  it("logs a wrong sign-in code as a failure of the code method", async () => {
    const email = `code-log-${Date.now()}@example.com`;
    await register(email);
    await sendLoginCode({ email }, { locale: "en", now: T0, background: (work) => work() });
    const entries: SignInLogEntry[] = [];
    await expect(
      signInWithCode({ email, code: "000000" }, { ip: "code-log", now: T0, log: (e) => entries.push(e) }),
    ).rejects.toMatchObject({ code: "INVALID_CODE" });
    expect(entries).toEqual([
      { event: "auth.sign_in", method: "code", outcome: "failure", account: accountDigest(email), ip: "code-log" },
    ]);
  });
});
