import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { staffRecoveryCodes, staffTotp } from "@/db/schema";
import { createSession, validateSessionToken } from "@/server/accounts/sessions";
import { createStaff, enrolTestTotp } from "../../../tests/support/staff-fixtures";
import { confirmTotpEnrolment, startTotpEnrolment, type StaffSessionRef } from "./enrol-totp";
import { totpCode } from "./totp";
import { verifySecondFactor } from "./verify-second-factor";

// withStaff reads the request's cookie: each test says which session token the "browser" sends.
const cookie = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookie.token ? { value: cookie.token } : undefined) }),
  headers: async () => new Headers(),
}));
const { staffActorOf, staffReturnPath, withStaff } = await import("./current-staff");
const { registerUser } = await import("@/server/accounts/register-user");
const { registerCustomer, registrationForm } = await import("../../../tests/support/account-fixtures");

/** A fixed clock: no test depends on the time of day. */
const T0 = new Date("2026-04-06T09:00:10Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

async function signedInStaff(
  role: "reception" | "manager" | "admin" = "reception",
  now = T0,
): Promise<StaffSessionRef & { token: string }> {
  const actor = await createStaff(role, role === "admin" ? [] : ["london"]);
  const { token } = await createSession(actor.userId, false, now);
  const check = await validateSessionToken(token, now);
  if (check.status !== "valid") throw new Error("no session");
  return { userId: actor.userId, email: actor.email, sessionId: check.sessionId, token };
}

async function newSession(staff: StaffSessionRef, now = T0): Promise<StaffSessionRef & { token: string }> {
  const { token } = await createSession(staff.userId, false, now);
  const check = await validateSessionToken(token, now);
  if (check.status !== "valid") throw new Error("no session");
  return { ...staff, sessionId: check.sessionId, token };
}

const actorFor = async (token: string, now = T0) => staffActorOf(await validateSessionToken(token, now));

beforeEach(() => {
  cookie.token = undefined;
});

describe("enrolling an authenticator", () => {
  it("shows one secret until confirmed, confirms with the app's code, gives ten recovery codes once and passes this session", async () => {
    const staff = await signedInStaff();
    const first = await startTotpEnrolment(staff, T0);
    expect(first.uri).toMatch(/^otpauth:\/\/totp\/Aurum%20Clinic:reception-.*secret=[A-Z2-7]{32}&/);
    expect((await startTotpEnrolment(staff, at(5_000))).secret).toBe(first.secret);

    await expect(
      confirmTotpEnrolment(staff, { code: "000000" === totpCode(first.secret, T0) ? "111111" : "000000" }, T0),
    ).rejects.toMatchObject({ code: "INVALID_CODE" });
    expect(await actorFor(staff.token)).toBeNull();

    const { recoveryCodes } = await confirmTotpEnrolment(staff, { code: totpCode(first.secret, T0) }, T0);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await getDb().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.userId));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    expect(await actorFor(staff.token)).toMatchObject({ userId: staff.userId, role: "reception" });

    // Enrolment is closed once confirmed: nobody signed in with the password alone can replace the secret.
    await expect(startTotpEnrolment(staff, at(60_000))).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      confirmTotpEnrolment(staff, { code: totpCode(first.secret, at(60_000)) }, at(60_000)),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the second sign-in step", () => {
  it("accepts the right code, refuses a wrong one, and never the same code twice", async () => {
    const staff = await signedInStaff();
    const secret = await enrolTestTotp(staff.userId, T0);
    expect(await actorFor(staff.token)).toBeNull();

    await expect(
      verifySecondFactor(staff, { code: "123456" === totpCode(secret, T0) ? "654321" : "123456" }, T0),
    ).rejects.toMatchObject({ code: "INVALID_CODE" });
    expect(await actorFor(staff.token)).toBeNull();

    await verifySecondFactor(staff, { code: totpCode(secret, T0) }, T0);
    expect(await actorFor(staff.token)).toMatchObject({ userId: staff.userId });

    // The same code on another device, within its 30 seconds: refused; so is the step before it.
    const other = await newSession(staff, at(5_000));
    await expect(verifySecondFactor(other, { code: totpCode(secret, T0) }, at(5_000))).rejects.toMatchObject({
      code: "INVALID_CODE",
      fields: { code: "codeUsed" },
    });
    await expect(verifySecondFactor(other, { code: totpCode(secret, at(-30_000)) }, at(5_000))).rejects.toMatchObject({
      code: "INVALID_CODE",
    });
    expect(await actorFor(other.token, at(5_000))).toBeNull();
    // The next step's code is fine.
    await verifySecondFactor(other, { code: totpCode(secret, at(30_000)) }, at(30_000));
    expect(await actorFor(other.token, at(30_000))).not.toBeNull();
  });

  it("one code used by two requests at once is accepted once", async () => {
    const staff = await signedInStaff();
    const secret = await enrolTestTotp(staff.userId, T0);
    const second = await newSession(staff);
    const results = await Promise.allSettled(
      [staff, second].map((s) => verifySecondFactor(s, { code: totpCode(secret, T0) }, T0)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("checks at most five of twenty parallel guesses, then refuses even the right code", async () => {
    const staff = await signedInStaff();
    const secret = await enrolTestTotp(staff.userId, T0);
    const right = totpCode(secret, T0);
    const wrong = right === "000000" ? "000001" : "000000";
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => verifySecondFactor(staff, { code: wrong }, T0)),
    );
    const codes = results.map((r) => (r.status === "rejected" ? (r.reason as { code: string }).code : "ok"));
    expect(codes.filter((c) => c === "INVALID_CODE")).toHaveLength(5);
    expect(codes.filter((c) => c === "RATE_LIMITED")).toHaveLength(15);
    await expect(verifySecondFactor(staff, { code: right }, T0)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(await actorFor(staff.token)).toBeNull();
    // After the window, the right code works again.
    const later = at(15 * 60_000 + 1_000);
    const fresh = await newSession(staff, later);
    await verifySecondFactor(fresh, { code: totpCode(secret, later) }, later);
    expect(await actorFor(fresh.token, later)).not.toBeNull();
  });

  it("a recovery code works once, typed in any case and without its dash", async () => {
    const staff = await signedInStaff();
    const { secret } = await startTotpEnrolment(staff, T0);
    const { recoveryCodes } = await confirmTotpEnrolment(staff, { code: totpCode(secret, T0) }, T0);
    const [first, second] = recoveryCodes as [string, string];

    const phoneLost = await newSession(staff, at(60_000));
    expect(await verifySecondFactor(phoneLost, { code: first }, at(60_000))).toEqual({ usedRecoveryCode: true });
    expect(await actorFor(phoneLost.token, at(60_000))).not.toBeNull();

    const again = await newSession(staff, at(120_000));
    await expect(verifySecondFactor(again, { code: first }, at(120_000))).rejects.toMatchObject({
      code: "INVALID_CODE",
    });
    await verifySecondFactor(again, { code: second.replace("-", "").toUpperCase() }, at(120_000));
    expect(await actorFor(again.token, at(120_000))).not.toBeNull();

    // Another person's recovery code is no use here.
    const colleague = await signedInStaff();
    await enrolTestTotp(colleague.userId, T0);
    await expect(verifySecondFactor(colleague, { code: recoveryCodes[2]! }, T0)).rejects.toMatchObject({
      code: "INVALID_CODE",
    });
  });
});

describe("staff sessions", () => {
  it("end after 30 minutes without use, sliding with each use; a customer's session does not", async () => {
    const staff = await signedInStaff();
    await enrolTestTotp(staff.userId, T0);
    await verifySecondFactor(
      staff,
      {
        code: totpCode(
          (await getDb().select().from(staffTotp).where(eq(staffTotp.userId, staff.userId)))[0]!.secret,
          T0,
        ),
      },
      T0,
    );
    expect(await validateSessionToken(staff.token, at(29 * 60_000))).toMatchObject({
      status: "valid",
      expiresAt: at(59 * 60_000),
    });
    expect(await actorFor(staff.token, at(58 * 60_000))).not.toBeNull();
    // Used at 58 min, so it ends at 88 min.
    expect((await validateSessionToken(staff.token, at(88 * 60_000 + 1_000))).status).toBe("expired");

    const remembered = await createSession(staff.userId, true, T0);
    expect(remembered.expiresAt).toEqual(at(30 * 60_000));
    expect((await validateSessionToken(remembered.token, at(31 * 60_000))).status).toBe("expired");
  });

  it("a customer made staff while signed in for seven days does not keep that session", async () => {
    const email = `promoted-${Date.now()}@example.com`;
    const { userId } = await registerCustomer(email, T0);
    const { token } = await createSession(userId, true, T0);
    expect((await validateSessionToken(token, at(60 * 60_000))).status).toBe("valid");
    const { users } = await import("@/db/schema");
    await getDb().update(users).set({ role: "reception" }).where(eq(users.id, userId));
    expect((await validateSessionToken(token, at(61 * 60_000))).status).toBe("expired");
  });
});

describe("staff actions refuse what is not a staff session with a second factor", () => {
  const openSchedule = withStaff(async (actor) => actor.userId, { role: "reception" });
  const manageStaff = withStaff(async (actor) => actor.userId, { role: "manager" });

  it("signed out: UNAUTHENTICATED; a customer: FORBIDDEN; staff without the second factor: UNAUTHENTICATED", async () => {
    await expect(openSchedule()).rejects.toMatchObject({ code: "UNAUTHENTICATED" });

    const email = `customer-${Date.now()}@example.com`;
    const { session } = await registerUser(registrationForm(email, { mobile: "07700 900124" }), {
      locale: "en",
      accountUrl: "http://localhost/us/en/account/settings",
    });
    cookie.token = session.token;
    await expect(openSchedule()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const now = new Date();
    const staff = await signedInStaff("reception", now);
    const secret = await enrolTestTotp(staff.userId, now);
    cookie.token = staff.token;
    await expect(openSchedule()).rejects.toMatchObject({ code: "UNAUTHENTICATED" });

    await verifySecondFactor(staff, { code: totpCode(secret, now) }, now);
    await expect(openSchedule()).resolves.toBe(staff.userId);
    // Reception is still not a manager.
    await expect(manageStaff()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("after the second step", () => {
  it("goes back only to a back-office address", () => {
    expect(staffReturnPath("us", "/us/en/staff/team")).toBe("/us/en/staff/team");
    expect(staffReturnPath("us", "/us/en/staff/audit?action=staff.add")).toBe("/us/en/staff/audit?action=staff.add");
    for (const next of [
      "/us/en/account/settings",
      "/us/en/staffroom",
      "//evil.example/us/en/staff",
      "https://evil.example/us/en/staff",
      "/us/en/staff/../account",
      undefined,
      42,
    ]) {
      expect(staffReturnPath("us", next)).toBe("/us/en/staff");
    }
  });
});
