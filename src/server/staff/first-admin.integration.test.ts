/**
 * The first administrator of a fresh install (issue 41, decision 216). "Is there an administrator yet?" is a question
 * about the whole users table, which other files fill with administrators: this file has a database of its own.
 */
import { eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, firstAdminLinks, sessions, users } from "@/db/schema";
import { registerCustomer } from "../../../tests/support/account-fixtures";
import { validateSessionToken } from "@/server/accounts/sessions";
import { signInWithPassword } from "@/server/accounts/sign-in-with-password";
import { sha256 } from "@/server/accounts/tokens";
import { useFreshDatabase } from "../../../tests/support/fresh-database";
import { createFirstAdmin, readFirstAdminLink } from "./create-first-admin";
import { staffActorOf, staffSessionOf } from "./current-staff";
import { FIRST_ADMIN_LINK_MINUTES, issueFirstAdminLink } from "./issue-first-admin-link";

const T0 = new Date("2026-06-01T08:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const setupUrl = "http://localhost:4202/us/en/staff/setup";
const here = "127.0.0.1";
const PASSWORD = "Opening-day-2026";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const form = (link: string, extra: Record<string, string> = {}) => ({
  token: tokenOf(link),
  firstName: "Ada",
  lastName: "Owner",
  email: "ada.owner@aurum.test",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...extra,
});

let fresh: Awaited<ReturnType<typeof useFreshDatabase>>;
beforeAll(async () => {
  fresh = await useFreshDatabase();
});
afterAll(async () => {
  await fresh.stop();
});
// Each test starts as a fresh install: no administrator (audit rows keep their actor; the accounts only change role).
afterEach(async () => {
  await getDb().update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
});

async function issue(now = T0) {
  const issued = await issueFirstAdminLink({ setupUrl, now });
  if (!issued) throw new Error("no link issued");
  return issued;
}

describe("the first administrator", () => {
  it("with no administrator a link is made; from this machine it creates the administrator once, signed in before the authenticator; a replay, another link, and a second set-up are refused", async () => {
    const { link, expiresAt } = await issue();
    expect(link).toMatch(/^http:\/\/localhost:4202\/us\/en\/staff\/setup\?token=[a-z2-9]{32}$/);
    expect(expiresAt).toEqual(at(FIRST_ADMIN_LINK_MINUTES));
    expect(await readFirstAdminLink(tokenOf(link), { client: here, now: at(1) })).toBe("open");

    const result = await createFirstAdmin(form(link), { client: here, now: at(2) });
    if (!("created" in result)) throw new Error(`refused: ${result.refused}`);
    const [admin] = await getDb().select().from(users).where(eq(users.id, result.created.userId));
    expect(admin).toMatchObject({ role: "admin", firstName: "Ada", lastName: "Owner", email: "ada.owner@aurum.test" });
    // Nothing proved the mailbox here.
    expect(admin!.emailVerifiedAt).toBeNull();
    const session = await validateSessionToken(result.created.session.token, at(2));
    expect(staffSessionOf(session)).not.toBeNull();
    expect(await staffActorOf(session)).toBeNull();
    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, result.created.userId));
    expect(row).toMatchObject({ action: "staff.first_admin", actorId: result.created.userId, actorRole: "admin" });
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));

    // Replayed, or from a new start: an administrator exists, so the page refuses and no link is made.
    expect(await readFirstAdminLink(tokenOf(link), { client: here, now: at(3) })).toBe("done");
    expect(await createFirstAdmin(form(link, { email: "second@aurum.test" }), { client: here, now: at(3) })).toEqual({
      refused: "done",
    });
    expect(await issueFirstAdminLink({ setupUrl, now: at(4) })).toBeNull();
    expect(await getDb().select().from(users).where(eq(users.email, "second@aurum.test"))).toEqual([]);
  });

  it("answers a client that is not this machine as if there were no such page, before anything else", async () => {
    const { link } = await issue();
    for (const client of ["203.0.113.7", "10.0.0.2", "unknown", "::ffff:192.168.1.9", ""]) {
      expect(await readFirstAdminLink(tokenOf(link), { client, now: at(1) })).toBe("elsewhere");
      expect(await createFirstAdmin(form(link), { client, now: at(1) })).toEqual({ refused: "elsewhere" });
    }
    expect(await getDb().select().from(users).where(eq(users.role, "admin"))).toEqual([]);
    // The link was not spent by those attempts.
    expect("created" in (await createFirstAdmin(form(link), { client: "::1", now: at(2) }))).toBe(true);
  });

  it("a restart makes a new link and the old one stops working; a link is refused after 60 minutes", async () => {
    const first = await issue(T0);
    const second = await issue(at(5));
    expect(await readFirstAdminLink(tokenOf(first.link), { client: here, now: at(6) })).toBe("expired");
    expect(await createFirstAdmin(form(first.link), { client: here, now: at(6) })).toEqual({ refused: "expired" });
    expect(
      await readFirstAdminLink(tokenOf(second.link), { client: here, now: at(5 + FIRST_ADMIN_LINK_MINUTES) }),
    ).toBe("expired");
    expect(await createFirstAdmin(form(second.link), { client: here, now: at(5 + FIRST_ADMIN_LINK_MINUTES) })).toEqual({
      refused: "expired",
    });
    // Only the newest start's link is kept unused.
    expect(await getDb().select().from(firstAdminLinks).where(isNull(firstAdminLinks.usedAt))).toHaveLength(1);
    expect(await getDb().select().from(users).where(eq(users.role, "admin"))).toEqual([]);
  });

  it("of two people sending the form at once (one link, or the links of two instances), exactly one becomes administrator", async () => {
    const { link } = await issue();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createFirstAdmin(form(link, { email: `racer${i}@aurum.test` }), { client: here, now: at(1) }),
      ),
    );
    expect(results.filter((r) => "created" in r)).toHaveLength(1);
    expect(await getDb().select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
    await getDb().update(users).set({ role: "customer" }).where(eq(users.role, "admin"));

    // Two instances that started at the same moment each printed a link, both live: still one administrator.
    const a = await issue(at(10));
    const otherToken = "b".repeat(32);
    await getDb()
      .insert(firstAdminLinks)
      .values({ id: sha256(otherToken), expiresAt: at(70), createdAt: at(10) });
    const [one, two] = await Promise.all([
      createFirstAdmin(form(a.link, { email: "one@aurum.test" }), { client: here, now: at(11) }),
      createFirstAdmin(form(`${setupUrl}?token=${otherToken}`, { email: "two@aurum.test" }), {
        client: here,
        now: at(11),
      }),
    ]);
    expect([one, two].filter((r) => "created" in r)).toHaveLength(1);
    expect(await getDb().select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
  });

  it("an account that already uses the address keeps neither its password nor its sessions", async () => {
    const email = `early.${Date.now()}@aurum.test`;
    const early = await registerCustomer(email, T0, {
      firstName: "Early",
      lastName: "Bird",
      mobile: "07700 900789",
      password: "Someone-else-1",
    });
    const { link } = await issue();
    const result = await createFirstAdmin(form(link, { email }), { client: here, now: at(1) });
    expect("created" in result && result.created.userId).toBe(early.userId);
    expect((await validateSessionToken(early.session.token, at(1))).status).toBe("revoked");
    await expect(
      signInWithPassword({ email, password: "Someone-else-1" }, { ip: "test", now: at(1) }),
    ).rejects.toMatchObject({ code: "INVALID_CREDENTIALS" });
    const signedIn = await signInWithPassword({ email, password: PASSWORD }, { ip: "test", now: at(1) });
    expect(signedIn.role).toBe("admin");
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, early.userId))).toHaveLength(3);
  });

  it("refuses bad fields with their keys and writes nothing; the link still works afterwards", async () => {
    const { link } = await issue();
    const bad: Record<string, string>[] = [
      { email: "not-an-address" },
      { firstName: "" },
      { lastName: "x".repeat(1_000_000) },
      { password: "short1", confirmPassword: "short1" },
      { confirmPassword: "Something-else-9" },
      { firstName: "A\u0000" },
    ];
    for (const extra of bad)
      await expect(createFirstAdmin(form(link, extra), { client: here, now: at(1) })).rejects.toMatchObject({
        name: "ZodError",
      });
    expect(
      await createFirstAdmin({ ...form(link), token: "x".repeat(1_000_000) }, { client: here, now: at(1) }),
    ).toEqual({ refused: "expired" });
    expect(await getDb().select().from(users).where(eq(users.role, "admin"))).toEqual([]);
    expect("created" in (await createFirstAdmin(form(link), { client: here, now: at(2) }))).toBe(true);
  });
});
