import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, mailOutbox, passwordResets, sessions, staffTotp, users } from "@/db/schema";
import { createSession, validateSessionToken } from "@/server/accounts/sessions";
import { resetPassword } from "@/server/accounts/reset-password";
import { clinicId } from "../../../tests/support/booking-fixtures";
import { createStaff, enrolTestTotp } from "../../../tests/support/staff-fixtures";
import { addStaffMember } from "./add-staff-member";
import { changeStaffAccess, removeStaffAccess } from "./change-staff-access";
import { listAuditLog } from "./list-audit-log";
import { listStaff } from "./list-staff";

const T0 = new Date("2026-04-06T09:00:00Z");
const ctx = { setPasswordUrl: "http://localhost/us/en/reset-password", now: T0 };
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@aurum.test`;

describe("adding staff", () => {
  it("an admin adds a receptionist: account, clinics, a 72-hour set-password link by mail, and an audit row", async () => {
    const admin = await createStaff("admin");
    const london = await clinicId("london");
    const email = unique("new.reception");
    const { userId } = await addStaffMember(
      admin,
      { email, firstName: "Mia", lastName: "Hart", role: "reception", clinicIds: [String(london)] },
      ctx,
    );

    const [user] = await getDb().select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ role: "reception", passwordHash: null, firstName: "Mia" });
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "staff-invitation")));
    const url = String((mail!.props as { url: string }).url);
    expect(url).toMatch(/^http:\/\/localhost\/us\/en\/reset-password\?token=[a-z2-9]{32}$/);
    const [reset] = await getDb().select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(reset!.expiresAt).toEqual(new Date(T0.getTime() + 72 * 3_600_000));
    // The link sets the password once.
    const token = new URL(url).searchParams.get("token")!;
    await resetPassword(
      { token, password: "Front-desk-9921", confirmPassword: "Front-desk-9921" },
      { now: new Date(T0.getTime() + 3_600_000) },
    );
    await expect(
      resetPassword(
        { token, password: "Front-desk-9922", confirmPassword: "Front-desk-9922" },
        { now: new Date(T0.getTime() + 3_600_000) },
      ),
    ).rejects.toMatchObject({ code: "RESET_LINK_EXPIRED" });

    const rows = await listAuditLog(admin, { action: "staff.add", entity: userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: admin.email,
      after: { email, role: "reception", clinicIds: [london] },
    });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect((await listStaff(admin)).find((m) => m.userId === userId)).toMatchObject({
      role: "reception",
      clinicIds: [london],
      passwordSet: true,
      authenticator: false,
    });
  });

  it("promoting a signed-in customer ends their sessions; someone already staff is refused", async () => {
    const admin = await createStaff("admin");
    const existing = await createStaff("reception", ["london"]);
    await expect(
      addStaffMember(
        admin,
        {
          email: existing.email,
          firstName: "X",
          lastName: "Y",
          role: "reception",
          clinicIds: [String(await clinicId("london"))],
        },
        ctx,
      ),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      fields: { email: "alreadyStaff" },
    });

    const email = unique("customer");
    const [customer] = await getDb()
      .insert(users)
      .values({ email, firstName: "Cy", lastName: "Ng", referralCode: `C${Date.now()}`.slice(0, 12) })
      .returning();
    const { token } = await createSession(customer!.id, true, T0);
    await addStaffMember(
      admin,
      { email, firstName: "Cy", lastName: "Ng", role: "manager", clinicIds: [String(await clinicId("cape-town"))] },
      ctx,
    );
    expect((await validateSessionToken(token, T0)).status).toBe("revoked");
  });
});

describe("who may manage whom", () => {
  it("a manager adds reception at their own clinics only, never a manager or an admin, never at another clinic", async () => {
    const manager = await createStaff("manager", ["london"]);
    const london = String(await clinicId("london"));
    const capeTown = String(await clinicId("cape-town"));
    const base = { firstName: "Lee", lastName: "Moss" };
    await expect(
      addStaffMember(manager, { ...base, email: unique("a"), role: "admin", clinicIds: [] }, ctx),
    ).rejects.toMatchObject({ code: "FORBIDDEN", fields: { role: "roleTooHigh" } });
    await expect(
      addStaffMember(manager, { ...base, email: unique("m"), role: "manager", clinicIds: [london] }, ctx),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      addStaffMember(manager, { ...base, email: unique("r"), role: "reception", clinicIds: [capeTown] }, ctx),
    ).rejects.toMatchObject({ code: "FORBIDDEN", fields: { clinics: "clinicNotYours" } });
    await expect(
      addStaffMember(manager, { ...base, email: unique("r"), role: "reception", clinicIds: [] }, ctx),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    const { userId } = await addStaffMember(
      manager,
      { ...base, email: unique("r"), role: "reception", clinicIds: [london] },
      ctx,
    );
    expect((await listStaff(manager)).map((m) => m.userId)).toContain(userId);
  });

  it("a manager sees and changes reception of their clinics only, keeping the receptionist's other clinics", async () => {
    const manager = await createStaff("manager", ["london"]);
    const shared = await createStaff("reception", ["london", "cape-town"]);
    const elsewhere = await createStaff("reception", ["new-york"]);
    const otherManager = await createStaff("manager", ["london"]);
    const listed = (await listStaff(manager)).map((m) => m.userId);
    expect(listed).toContain(shared.userId);
    expect(listed).not.toContain(elsewhere.userId);
    expect(listed).not.toContain(otherManager.userId);

    const london = await clinicId("london");
    await expect(
      changeStaffAccess(manager, { userId: elsewhere.userId, role: "reception", clinicIds: [String(london)] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeStaffAccess(manager, { userId: otherManager.userId, role: "reception", clinicIds: [String(london)] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeStaffAccess(manager, { userId: shared.userId, role: "manager", clinicIds: [String(london)] }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });

    // Removing: the manager's clinic goes, Cape Town stays.
    await removeStaffAccess(manager, { userId: shared.userId });
    expect((await listStaff(await createStaff("admin"))).find((m) => m.userId === shared.userId)).toMatchObject({
      role: "reception",
      clinicIds: [await clinicId("cape-town")],
    });
    await expect(removeStaffAccess(manager, { userId: elsewhere.userId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("an admin changes a role and removes access: sessions end, the authenticator is forgotten, both audited; nobody changes their own", async () => {
    const admin = await createStaff("admin");
    const person = await createStaff("reception", ["london"]);
    await enrolTestTotp(person.userId, T0);
    const { token } = await createSession(person.userId, false, T0);
    await changeStaffAccess(
      admin,
      {
        userId: person.userId,
        role: "manager",
        clinicIds: [String(await clinicId("london")), String(await clinicId("cape-town"))],
      },
      T0,
    );
    expect((await listStaff(admin)).find((m) => m.userId === person.userId)).toMatchObject({ role: "manager" });

    await removeStaffAccess(admin, { userId: person.userId }, T0);
    const [user] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, person.userId));
    expect(user!.role).toBe("customer");
    expect(await getDb().select().from(staffTotp).where(eq(staffTotp.userId, person.userId))).toHaveLength(0);
    const [session] = await getDb()
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, person.userId));
    expect(session!.revokedAt).not.toBeNull();
    const actions = (await getDb().select().from(auditLog).where(eq(auditLog.entityId, person.userId))).map((r) => [
      r.action,
      r.before,
      r.after,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        [
          "staff.change",
          { role: "reception", clinicIds: [await clinicId("london")] },
          { role: "manager", clinicIds: [await clinicId("london"), await clinicId("cape-town")].sort((a, b) => a - b) },
        ],
        ["staff.remove", expect.objectContaining({ role: "manager" }), { role: "customer", clinicIds: [] }],
      ]),
    );
    expect((await validateSessionToken(token, T0)).status).toBe("revoked");

    await expect(
      changeStaffAccess(admin, {
        userId: admin.userId,
        role: "reception",
        clinicIds: [String(await clinicId("london"))],
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(removeStaffAccess(admin, { userId: admin.userId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("reception can neither manage staff nor read the audit log", async () => {
    const reception = await createStaff("reception", ["london"]);
    await expect(listStaff(reception)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listAuditLog(reception, {})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      addStaffMember(
        reception,
        {
          email: unique("x"),
          firstName: "A",
          lastName: "B",
          role: "reception",
          clinicIds: [String(await clinicId("london"))],
        },
        ctx,
      ),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      removeStaffAccess(reception, { userId: (await createStaff("reception", ["london"])).userId }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the audit log screen's reading", () => {
  it("a manager sees their clinics' rows only; filters by action, actor, entity and day", async () => {
    const admin = await createStaff("admin");
    const londonManager = await createStaff("manager", ["london"]);
    const london = await clinicId("london");
    const capeTown = await clinicId("cape-town");
    const stamp = Date.now().toString(36);
    const day1 = new Date("2026-03-01T10:00:00Z");
    const day2 = new Date("2026-03-02T23:30:00Z");
    await getDb()
      .insert(auditLog)
      .values([
        {
          at: day1,
          actorId: admin.userId,
          actorRole: "admin",
          clinicId: london,
          action: "booking.check_in",
          entity: "booking",
          entityId: `L-${stamp}`,
        },
        {
          at: day2,
          actorId: admin.userId,
          actorRole: "admin",
          clinicId: capeTown,
          action: "booking.check_in",
          entity: "booking",
          entityId: `C-${stamp}`,
        },
        {
          at: day2,
          actorId: londonManager.userId,
          actorRole: "manager",
          clinicId: london,
          action: "catalogue.price",
          entity: "product",
          entityId: `P-${stamp}`,
          before: { priceCents: 100 },
          after: { priceCents: 120 },
          reason: "new season",
        },
      ]);
    const mine = (rows: { entityId: string }[]) =>
      rows
        .map((r) => r.entityId)
        .filter((id) => id.endsWith(stamp))
        .sort();

    expect(mine(await listAuditLog(londonManager, { from: "2026-03-01", to: "2026-03-02" }))).toEqual([
      `L-${stamp}`,
      `P-${stamp}`,
    ]);
    expect(mine(await listAuditLog(admin, { from: "2026-03-01", to: "2026-03-02" }))).toEqual([
      `C-${stamp}`,
      `L-${stamp}`,
      `P-${stamp}`,
    ]);
    expect(mine(await listAuditLog(admin, { action: "booking", from: "2026-03-02", to: "2026-03-02" }))).toEqual([
      `C-${stamp}`,
    ]);
    expect(mine(await listAuditLog(admin, { actor: londonManager.lastName, from: "2026-03-01" }))).toEqual([
      `P-${stamp}`,
    ]);
    expect(mine(await listAuditLog(admin, { entity: `P-${stamp}` }))).toEqual([`P-${stamp}`]);
    expect(mine(await listAuditLog(admin, { entity: "product", to: "2026-03-01", from: "2026-03-01" }))).toEqual([]);
    // A nonsense date is ignored, not an error; a % in a filter matches a percent sign only.
    expect(mine(await listAuditLog(admin, { from: "yesterday", action: "%" }))).toEqual([]);
    // A filter longer than any value is cut, not an error (a 4,000-character ?action= answered 500): it matches nothing.
    expect(
      mine(await listAuditLog(admin, { action: "x".repeat(4000), actor: "y".repeat(4000), entity: "z".repeat(4000) })),
    ).toEqual([]);
    expect(mine(await listAuditLog(admin, { entity: `P-${stamp}${" ".repeat(4000)}` }))).toEqual([`P-${stamp}`]);
  });
});
