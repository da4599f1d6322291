import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { registerCustomer } from "../../../tests/support/account-fixtures";
import { createSession, revokeOtherSessions, validateSessionToken } from "./sessions";
import { sha256 } from "./tokens";

/** Sliding idle timeout in the database, tested with an injected clock (the time of day never matters). */
const T0 = new Date("2026-04-06T09:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0.getTime() + ms);
let seq = 0;

async function customer(): Promise<string> {
  seq += 1;
  const email = `idle${seq}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { userId } = await registerCustomer(email, T0);
  return userId;
}

/** The end the database holds for this session (registration made another one for the same user). */
async function storedEnd(token: string): Promise<Date> {
  const [row] = await getDb()
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sha256(token)));
  return row!.expiresAt;
}

describe("customer sessions: idle timeout", () => {
  it("without remember me: ends after 12 hours without use; each use moves the end, in the database", async () => {
    const userId = await customer();
    const { token } = await createSession(userId, false, T0);
    expect((await storedEnd(token)).toISOString()).toBe(at(12 * HOUR).toISOString());

    const used = await validateSessionToken(token, at(6 * HOUR));
    expect(used).toMatchObject({ status: "valid", expiresAt: at(18 * HOUR) });
    expect((await storedEnd(token)).toISOString()).toBe(at(18 * HOUR).toISOString());
    expect((await validateSessionToken(token, at(17 * HOUR + 59 * 60_000))).status).toBe("valid");
    // Used at 17:59, so it now ends at 29:59; left alone past that, it is over.
    expect((await validateSessionToken(token, at(29 * HOUR + 58 * 60_000))).status).toBe("valid");
    expect((await validateSessionToken(token, at(41 * HOUR + 59 * 60_000))).status).toBe("expired");
  });

  it("without remember me: 12 hours and a minute of disuse end it", async () => {
    const userId = await customer();
    const { token } = await createSession(userId, false, T0);
    expect((await validateSessionToken(token, at(12 * HOUR + 60_000))).status).toBe("expired");
  });

  it("with remember me: seven idle days, sliding, but never longer than 30 days from sign-in", async () => {
    const userId = await customer();
    const { token } = await createSession(userId, true, T0);
    expect((await validateSessionToken(token, at(6 * DAY))).status).toBe("valid");
    expect((await validateSessionToken(token, at(12 * DAY))).status).toBe("valid");
    expect((await validateSessionToken(token, at(18 * DAY))).status).toBe("valid");
    expect((await validateSessionToken(token, at(24 * DAY))).status).toBe("valid");
    const late = await validateSessionToken(token, at(29 * DAY));
    expect(late).toMatchObject({ status: "valid", expiresAt: at(30 * DAY) });
    expect((await validateSessionToken(token, at(30 * DAY + 60_000))).status).toBe("expired");

    const idle = await customer();
    const second = await createSession(idle, true, T0);
    expect((await validateSessionToken(second.token, at(7 * DAY - 60_000))).status).toBe("valid");
    expect((await validateSessionToken(second.token, at(14 * DAY))).status).toBe("expired");
  });

  it("renews at most once a minute, and never revives a revoked session", async () => {
    const userId = await customer();
    const { token } = await createSession(userId, false, T0);
    await validateSessionToken(token, at(HOUR));
    await validateSessionToken(token, at(HOUR + 30_000));
    expect((await storedEnd(token)).toISOString()).toBe(at(13 * HOUR).toISOString());
    await revokeOtherSessions(userId, null, at(2 * HOUR));
    expect((await validateSessionToken(token, at(3 * HOUR))).status).toBe("revoked");
    expect((await storedEnd(token)).toISOString()).toBe(at(13 * HOUR).toISOString());
  });
});
