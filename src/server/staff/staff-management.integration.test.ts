import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, sessions, staffTotp, users } from "@/db/schema";
import { createSession, validateSessionToken } from "@/server/accounts/sessions";
import { clinicId } from "../../../tests/support/booking-fixtures";
import { createStaff, enrolTestTotp } from "../../../tests/support/staff-fixtures";
import { addStaffMember } from "./add-staff-member";
import { changeStaffAccess, removeStaffAccess } from "./change-staff-access";
import { listAuditLog } from "./list-audit-log";
import { listStaff } from "./list-staff";
import { listStaffInvitations } from "./list-staff-invitations";

const T0 = new Date("2026-04-06T09:00:00Z");
const ctx = { acceptUrl: "http://localhost/us/en/staff/invitation", now: T0 };
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@aurum.test`;

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
    const { invitationId } = await addStaffMember(
      manager,
      { ...base, email: unique("r"), role: "reception", clinicIds: [london] },
      ctx,
    );
    expect((await listStaffInvitations(manager, T0)).map((i) => i.id)).toContain(invitationId);
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
