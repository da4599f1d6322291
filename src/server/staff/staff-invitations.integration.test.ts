import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, mailOutbox, sessions, staffInvitations, staffTotp, users } from "@/db/schema";
import { registerCustomer } from "../../../tests/support/account-fixtures";
import { validateSessionToken } from "@/server/accounts/sessions";
import { signInWithPassword } from "@/server/accounts/sign-in-with-password";
import { deliverDueMail } from "@/server/mail/deliver-mail";
import { createSmtpTransport } from "@/server/mail/smtp/smtp-transport";
import { clinicId } from "../../../tests/support/booking-fixtures";
import { startSmtpTestServer } from "../../../tests/support/smtp-test-server";
import { createStaff, enrolTestTotp } from "../../../tests/support/staff-fixtures";
import { acceptStaffInvitation, readStaffInvitation } from "./accept-staff-invitation";
import { staffActorOf, staffSessionOf } from "./current-staff";
import { addStaffByCommand } from "./add-staff-by-command";
import { addStaffMember } from "./add-staff-member";
import { confirmTotpEnrolment, startTotpEnrolment } from "./enrol-totp";
import { expireStaffInvitations } from "./expire-staff-invitations";
import { listStaffInvitations } from "./list-staff-invitations";
import { resendStaffInvitation } from "./resend-staff-invitation";
import { revokeStaffInvitation } from "./revoke-staff-invitation";
import { totpForStep } from "../../../tests/e2e/support/totp";

const T0 = new Date("2026-05-04T09:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const acceptUrl = "http://localhost:4202/us/en/staff/invitation";
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@aurum.test`;
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const PASSWORD = "Front-desk-9921";
const accept = (link: string, now: Date, extra: Record<string, string> = {}) =>
  acceptStaffInvitation(
    {
      token: tokenOf(link),
      firstName: "Mia",
      lastName: "Hart",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...extra,
    },
    { now },
  );
const auditOf = async (entityIds: string[]) =>
  (await getDb().select().from(auditLog).where(inArray(auditLog.entityId, entityIds))).map((r) => ({
    action: r.action,
    actorId: r.actorId,
    actorRole: r.actorRole,
  }));

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
});

const registerEve = (email: string, password: string) =>
  registerCustomer(email, T0, { firstName: "Eve", lastName: "Early", mobile: "07700 900456", password });

describe("inviting staff", () => {
  it("an admin invites a receptionist: nothing is made until accepted; the mail names who, the role and the clinic; accepting sets the password, proves the address and signs in without the second factor", async () => {
    const admin = await createStaff("admin");
    const london = await clinicId("london");
    const email = unique("mia.hart");
    const sent = await addStaffMember(
      admin,
      { email, firstName: "Mia", lastName: "Hart", role: "reception", clinicIds: [String(london)] },
      { acceptUrl, now: T0 },
    );
    expect(sent.link).toMatch(/^http:\/\/localhost:4202\/us\/en\/staff\/invitation\?token=[a-z2-9]{32}$/);
    expect(sent.expiresAt).toEqual(at(72));
    expect(await getDb().select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await listStaffInvitations(admin, at(1))).find((i) => i.email === email)).toMatchObject({
      status: "pending",
      role: "reception",
      clinicIds: [london],
      by: `${admin.firstName} ${admin.lastName}`,
    });

    // The mail, delivered over SMTP, names who invited them, as what and where, and carries the link.
    await deliverDueMail({
      transport: createSmtpTransport(smtp.url),
      now: new Date(Date.now() + 1_000),
      onlyTo: [email],
    });
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe("Your invitation to the Aurum back office");
    expect(mail!.text).toContain(
      `${admin.firstName} ${admin.lastName} has invited you to the Aurum back office as reception at Aurum Clinic London.`,
    );
    expect(mail!.text).toContain(sent.link);
    expect(mail!.text).toContain("72 hours");

    expect(await readStaffInvitation(tokenOf(sent.link), at(1))).toEqual({
      open: expect.objectContaining({ email, role: "reception", clinics: ["Aurum Clinic London"] }),
    });
    const result = await accept(sent.link, at(1), { lastName: "Hart-Jones" });
    if (!("accepted" in result)) throw new Error(`not accepted: ${result.closed}`);
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "reception", lastName: "Hart-Jones", emailVerifiedAt: at(1) });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await validateSessionToken(result.accepted.session.token, at(1));
    expect(staffSessionOf(session)).not.toBeNull();
    // Not a staff session yet: the authenticator comes next (decision 131).
    expect(await staffActorOf(session)).toBeNull();
    const signedIn = await signInWithPassword({ email, password: PASSWORD }, { ip: "test", now: at(1) });
    expect(signedIn.role).toBe("reception");

    // The link works once.
    expect(await accept(sent.link, at(2))).toEqual({ closed: "accepted" });
    expect(await readStaffInvitation(tokenOf(sent.link), at(2))).toEqual({ closed: "accepted" });
    expect(await auditOf([sent.invitationId])).toEqual([
      { action: "staff.invite", actorId: admin.userId, actorRole: "admin" },
      { action: "staff.invite.accept", actorId: user!.id, actorRole: "reception" },
    ]);
    const rows = await getDb().select().from(auditLog).where(eq(auditLog.entityId, sent.invitationId));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(sent.link));
  });

  it("row 1 of issue 39: an address someone registered first, invited as reception, gives them no staff access, and after acceptance neither their password nor their session", async () => {
    const admin = await createStaff("admin");
    const email = unique("new.hire");
    const attackerPassword = "Attacker-owns-1";
    const registered = await registerEve(email, attackerPassword);
    await enrolTestTotp(registered.userId, T0);

    await addStaffMember(
      admin,
      { email, firstName: "New", lastName: "Hire", role: "reception", clinicIds: [String(await clinicId("london"))] },
      { acceptUrl, now: T0 },
    );
    // Invited, not accepted: the account is still a customer's. Signing in with the old password opens no back
    // office, and there is no staff session to enrol an authenticator on.
    const attacker = await signInWithPassword({ email, password: attackerPassword }, { ip: "test", now: at(1) });
    expect(attacker.role).toBe("customer");
    const check = await validateSessionToken(attacker.session.token, at(1));
    expect(staffSessionOf(check)).toBeNull();
    expect(await staffActorOf(check)).toBeNull();

    // The mailbox's owner accepts: the old password, the old sessions and the authenticator are gone.
    const [queued] = await getDb()
      .select({ props: mailOutbox.props })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "staff-invitation")));
    const link = String((queued!.props as { url: string }).url);
    const result = await accept(link, at(2));
    expect("accepted" in result).toBe(true);
    expect((await validateSessionToken(registered.session.token, at(2))).status).toBe("revoked");
    expect((await validateSessionToken(attacker.session.token, at(2))).status).toBe("revoked");
    await expect(
      signInWithPassword({ email, password: attackerPassword }, { ip: "test", now: at(2) }),
    ).rejects.toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(await getDb().select().from(staffTotp).where(eq(staffTotp.userId, registered.userId))).toEqual([]);
    const live = await getDb()
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, registered.userId), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    const [user] = await getDb().select().from(users).where(eq(users.id, registered.userId));
    expect(user).toMatchObject({ role: "reception", emailVerifiedAt: at(2) });
    const rows = await getDb().select().from(auditLog).where(eq(auditLog.action, "staff.invite.accept"));
    expect(rows.find((r) => r.actorId === registered.userId)?.before).toEqual({ role: "customer", clinicIds: [] });
  });

  it("after acceptance the new member enrols an authenticator on the session the link gave, and only then is staff", async () => {
    const admin = await createStaff("admin");
    const email = unique("enrols");
    const sent = await addStaffMember(
      admin,
      { email, firstName: "Ola", lastName: "Berg", role: "manager", clinicIds: [String(await clinicId("cape-town"))] },
      { acceptUrl, now: T0 },
    );
    const result = await accept(sent.link, at(1));
    if (!("accepted" in result)) throw new Error("not accepted");
    const now = at(1);
    const pending = staffSessionOf(await validateSessionToken(result.accepted.session.token, now))!;
    const { secret } = await startTotpEnrolment(pending, now);
    await confirmTotpEnrolment(pending, { code: totpForStep(secret, Math.floor(now.getTime() / 30_000)) }, now);
    const actor = await staffActorOf(await validateSessionToken(result.accepted.session.token, now));
    expect(actor).toMatchObject({ role: "manager", clinicIds: [await clinicId("cape-town")] });
  });

  // Each of the 100 hashes the password it brings (the link is live for all of them when they start): give it time.
  it(
    "of 100 acceptances of one link sent at once, exactly one succeeds: one account, one session",
    { timeout: 90_000 },
    async () => {
      const admin = await createStaff("admin");
      const email = unique("race");
      const sent = await addStaffMember(
        admin,
        { email, firstName: "Ray", lastName: "Cee", role: "reception", clinicIds: [String(await clinicId("london"))] },
        { acceptUrl, now: T0 },
      );
      const results = await Promise.all(Array.from({ length: 100 }, () => accept(sent.link, at(1))));
      expect(results.filter((r) => "accepted" in r)).toHaveLength(1);
      expect(results.filter((r) => "closed" in r && r.closed === "accepted")).toHaveLength(99);
      const accounts = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(accounts).toHaveLength(1);
      expect(await getDb().select().from(sessions).where(eq(sessions.userId, accounts[0]!.id))).toHaveLength(1);
    },
  );

  it("an invitation expires after 72 hours: the link is refused, the expiry is audited once, and sending it again makes a new link (the old stays dead)", async () => {
    const admin = await createStaff("admin");
    const email = unique("late");
    const other = unique("later");
    const london = String(await clinicId("london"));
    const sent = await addStaffMember(
      admin,
      { email, firstName: "Lee", lastName: "Late", role: "reception", clinicIds: [london] },
      { acceptUrl, now: T0 },
    );
    const second = await addStaffMember(
      admin,
      { email: other, firstName: "Lou", lastName: "Later", role: "reception", clinicIds: [london] },
      { acceptUrl, now: T0 },
    );
    // One minute before the end it still works (for reading); at the end it does not.
    expect(await readStaffInvitation(tokenOf(sent.link), new Date(at(72).getTime() - 60_000))).toHaveProperty("open");
    expect(await accept(sent.link, at(72))).toEqual({ closed: "expired" });
    // The housekeeping records the other one, once; the first was recorded by the refused acceptance.
    expect(await expireStaffInvitations({ now: at(73), emails: [email, other] })).toEqual({ expired: 1 });
    expect(await expireStaffInvitations({ now: at(74), emails: [email, other] })).toEqual({ expired: 0 });
    expect((await auditOf([sent.invitationId, second.invitationId])).map((r) => r.action).sort()).toEqual([
      "staff.invite",
      "staff.invite",
      "staff.invite.expire",
      "staff.invite.expire",
    ]);
    expect((await listStaffInvitations(admin, at(80))).find((i) => i.email === email)?.status).toBe("expired");

    const again = await resendStaffInvitation(admin, { invitationId: sent.invitationId }, { acceptUrl, now: at(80) });
    expect(again.link).not.toBe(sent.link);
    expect(again.expiresAt).toEqual(at(80 + 72));
    expect(await accept(sent.link, at(81))).toEqual({ closed: "unknown" });
    expect("accepted" in (await accept(again.link, at(81)))).toBe(true);
    expect((await auditOf([sent.invitationId])).map((r) => r.action)).toContain("staff.invite.resend");
  });

  it("an admin revokes a pending invitation: its link is refused; revoking it again, or one already accepted, is refused", async () => {
    const admin = await createStaff("admin");
    const london = String(await clinicId("london"));
    const sent = await addStaffMember(
      admin,
      { email: unique("revoked"), firstName: "Rae", lastName: "Vok", role: "reception", clinicIds: [london] },
      { acceptUrl, now: T0 },
    );
    await revokeStaffInvitation(admin, { invitationId: sent.invitationId }, at(1));
    expect(await accept(sent.link, at(2))).toEqual({ closed: "revoked" });
    await expect(revokeStaffInvitation(admin, { invitationId: sent.invitationId }, at(2))).rejects.toMatchObject({
      code: "CONFLICT",
      fields: { invitation: "invitationClosed" },
    });
    expect((await listStaffInvitations(admin, at(2))).find((i) => i.id === sent.invitationId)).toMatchObject({
      status: "revoked",
      closedAt: at(1),
    });
    expect((await auditOf([sent.invitationId])).map((r) => r.action)).toEqual(["staff.invite", "staff.invite.revoke"]);
    // Revoked by mistake: sent again, with a new link.
    const again = await resendStaffInvitation(admin, { invitationId: sent.invitationId }, { acceptUrl, now: at(3) });
    expect("accepted" in (await accept(again.link, at(4)))).toBe(true);
    await expect(
      resendStaffInvitation(admin, { invitationId: sent.invitationId }, { acceptUrl, now: at(5) }),
    ).rejects.toMatchObject({ code: "CONFLICT", fields: { invitation: "invitationClosed" } });

    const taken = await addStaffMember(
      admin,
      { email: unique("taken"), firstName: "Tay", lastName: "Ken", role: "reception", clinicIds: [london] },
      { acceptUrl, now: T0 },
    );
    await accept(taken.link, at(1));
    await expect(revokeStaffInvitation(admin, { invitationId: taken.invitationId }, at(2))).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(revokeStaffInvitation(admin, { invitationId: "not-a-uuid" }, at(2))).rejects.toMatchObject({
      name: "ZodError",
    });
  });

  it("the team page refuses a second invitation to an address with one waiting, and someone already staff; a manager sees and changes only reception invitations at their clinics", async () => {
    const admin = await createStaff("admin");
    const manager = await createStaff("manager", ["london"]);
    const london = String(await clinicId("london"));
    const capeTown = String(await clinicId("cape-town"));
    const email = unique("twice");
    const first = await addStaffMember(
      manager,
      { email, firstName: "Tw", lastName: "Ice", role: "reception", clinicIds: [london] },
      { acceptUrl, now: T0 },
    );
    await expect(
      addStaffMember(
        admin,
        { email, firstName: "Tw", lastName: "Ice", role: "manager", clinicIds: [london] },
        { acceptUrl, now: at(1) },
      ),
    ).rejects.toMatchObject({ code: "CONFLICT", fields: { email: "alreadyInvited" } });
    const existing = await createStaff("reception", ["london"]);
    await expect(
      addStaffMember(
        admin,
        { email: existing.email, firstName: "X", lastName: "Y", role: "reception", clinicIds: [london] },
        { acceptUrl, now: T0 },
      ),
    ).rejects.toMatchObject({ code: "CONFLICT", fields: { email: "alreadyStaff" } });

    const elsewhere = await addStaffMember(
      admin,
      { email: unique("ct"), firstName: "Cape", lastName: "Town", role: "reception", clinicIds: [capeTown] },
      { acceptUrl, now: T0 },
    );
    const anAdmin = await addStaffMember(
      admin,
      { email: unique("adm"), firstName: "Ad", lastName: "Min", role: "admin", clinicIds: [] },
      { acceptUrl, now: T0 },
    );
    const seen = (await listStaffInvitations(manager, at(1))).map((i) => i.id);
    expect(seen).toContain(first.invitationId);
    expect(seen).not.toContain(elsewhere.invitationId);
    expect(seen).not.toContain(anAdmin.invitationId);
    for (const id of [elsewhere.invitationId, anAdmin.invitationId]) {
      await expect(revokeStaffInvitation(manager, { invitationId: id }, at(1))).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(
        resendStaffInvitation(manager, { invitationId: id }, { acceptUrl, now: at(1) }),
      ).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    const reception = await createStaff("reception", ["london"]);
    await expect(listStaffInvitations(reception)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(revokeStaffInvitation(reception, { invitationId: first.invitationId })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // A waiting invitation whose time ran out is closed (as expired) when the address is invited again.
    const renewed = await addStaffMember(
      admin,
      { email, firstName: "Tw", lastName: "Ice", role: "reception", clinicIds: [london] },
      { acceptUrl, now: at(73) },
    );
    expect(await accept(first.link, at(74))).toEqual({ closed: "expired" });
    expect("accepted" in (await accept(renewed.link, at(74)))).toBe(true);
  });

  it("refuses hostile links and fields without a server error or a half-written row", async () => {
    const admin = await createStaff("admin");
    const email = unique("hostile");
    const sent = await addStaffMember(
      admin,
      { email, firstName: "Hos", lastName: "Tile", role: "reception", clinicIds: [String(await clinicId("london"))] },
      { acceptUrl, now: T0 },
    );
    for (const token of ["x".repeat(1_000_000), "abc\u0000def", "", tokenOf(sent.link).toUpperCase()])
      expect(await accept(`http://x/?token=${encodeURIComponent(token)}`, at(1))).toEqual({ closed: "unknown" });
    expect(await acceptStaffInvitation({ token: ["a", "b"] } as never, { now: at(1) })).toEqual({ closed: "unknown" });
    await expect(accept(sent.link, at(1), { firstName: "Mia\u0000" })).rejects.toMatchObject({ name: "ZodError" });
    await expect(accept(sent.link, at(1), { firstName: "M".repeat(1_000_000) })).rejects.toMatchObject({
      name: "ZodError",
    });
    await expect(accept(sent.link, at(1), { confirmPassword: "Other-pass-123" })).rejects.toMatchObject({
      name: "ZodError",
    });
    await expect(
      accept(sent.link, at(1), { password: "password1", confirmPassword: "password1" }),
    ).rejects.toMatchObject({
      name: "ZodError",
    });
    // Nothing was written by the refusals; the link still works.
    expect(await getDb().select().from(users).where(eq(users.email, email))).toEqual([]);
    const [row] = await getDb().select().from(staffInvitations).where(eq(staffInvitations.email, email));
    expect(row!.status).toBe("pending");
    expect("accepted" in (await accept(sent.link, at(1)))).toBe(true);
  });
});

describe("npm run staff:add's invitation", () => {
  it("invites by name with clinics, audited as the system; a second run replaces the waiting link; an administrator who is staff already gets a new password and authenticator on acceptance", async () => {
    const email = unique("cmd");
    const first = await addStaffByCommand(
      { email, firstName: "Desk", lastName: "Person", role: "reception", clinicSlugs: ["london", "cape-town"] },
      { acceptUrl, now: T0 },
    );
    expect(first.clinics).toEqual(["Aurum Clinic London", "Aurum Clinic Cape Town"]);
    const [mail] = await getDb()
      .select({ props: mailOutbox.props })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "staff-invitation")));
    expect(mail!.props).toMatchObject({
      firstName: "Desk",
      by: "Aurum Clinic",
      role: "reception",
      clinics: "Aurum Clinic London and Aurum Clinic Cape Town",
    });
    const second = await addStaffByCommand(
      { email, firstName: "Dana", lastName: "Desk", role: "reception", clinicSlugs: ["london"] },
      { acceptUrl, now: at(1) },
    );
    expect(await accept(first.link, at(2))).toEqual({ closed: "revoked" });
    const result = await accept(second.link, at(2), { firstName: "Dana", lastName: "Desk" });
    expect("accepted" in result).toBe(true);
    const [user] = await getDb().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: "Dana", role: "reception" });
    expect(await auditOf([first.invitationId, second.invitationId])).toEqual([
      { action: "staff.invite", actorId: null, actorRole: "system" },
      { action: "staff.invite.revoke", actorId: null, actorRole: "system" },
      { action: "staff.invite", actorId: null, actorRole: "system" },
      { action: "staff.invite.accept", actorId: user!.id, actorRole: "reception" },
    ]);

    // An administrator who lost their authenticator: invited again from the command line.
    const admin = await createStaff("admin");
    await enrolTestTotp(admin.userId, T0);
    const again = await addStaffByCommand(
      { email: admin.email, firstName: admin.firstName, lastName: admin.lastName, role: "admin", clinicSlugs: [] },
      { acceptUrl, now: T0 },
    );
    expect((await getDb().select({ role: users.role }).from(users).where(eq(users.id, admin.userId)))[0]!.role).toBe(
      "admin",
    );
    expect(await getDb().select().from(staffTotp).where(eq(staffTotp.userId, admin.userId))).toHaveLength(1);
    await accept(again.link, at(1));
    expect(await getDb().select().from(staffTotp).where(eq(staffTotp.userId, admin.userId))).toEqual([]);

    const refusals = [
      [unique("x"), "reception", [], "a receptionist needs at least one clinic"],
      [unique("x"), "reception", ["atlantis"], "unknown clinic: atlantis"],
      [unique("x"), "owner", [], "the role is one of reception, manager, admin"],
      ["not-an-address", "admin", [], "that e-mail address is not valid"],
    ] as const;
    for (const [email, role, clinicSlugs, message] of refusals)
      await expect(
        addStaffByCommand({ email, firstName: "A", lastName: "B", role, clinicSlugs: [...clinicSlugs] }, { acceptUrl }),
      ).rejects.toThrow(message);
  });
});
