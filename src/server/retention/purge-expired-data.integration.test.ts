import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  botCheckSolutions,
  chairSlots,
  clinicChairs,
  loginCodes,
  mailOutbox,
  passwordResets,
  rateLimits,
  sessions,
} from "@/db/schema";
import { createSession } from "@/server/accounts/sessions";
import { deliverDueMail } from "@/server/mail/deliver-mail";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { mailboxTransport } from "@/server/mail/mailbox-transport";
import { clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { purgeExpiredData, RETENTION } from "./purge-expired-data";

const HOUR = 3_600_000;
// Times far from today's clock, so the test means the same on any day it runs.
const T0 = new Date("2034-05-01T08:00:00Z");
const after = (ms: number) => new Date(T0.getTime() + ms);

/** The job's counts when it deleted no row of any kind but mail. */
const NO_ROW_BUT_MAIL = {
  sessions: 0,
  loginCodes: 0,
  resetLinks: 0,
  rateLimits: 0,
  chairSlots: 0,
  botCheckSolutions: 0,
};
/** A login-code mail to `to`, queued; its outbox id. */
const queueLoginCode = (to: string, code: string) =>
  enqueueMail(null, { to, locale: "en", template: "login-code", props: { firstName: "Ada", code, minutes: 10 } });
/** The outbox row with this id. */
const outboxRow = async (id: string) => (await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
/** The retention job `ms` after T0, limited to the mail sent to `to`. */
const purgeMailTo = (to: string, ms: number) => purgeExpiredData({ now: after(ms), scope: { mailTo: [to] } });

describe("the retention job", () => {
  it("clears a development-mailbox body a day after delivery, keeping who, what, when and the state", async () => {
    const to = `mailbox-${randomUUID()}@example.com`;
    const id = await queueLoginCode(to, "550011");
    await getDb().update(mailOutbox).set({ nextAttemptAt: T0 }).where(eq(mailOutbox.id, id));
    expect(await deliverDueMail({ transport: mailboxTransport, now: T0, onlyTo: [to] })).toEqual({
      sent: 1,
      failed: 0,
    });
    let row = await outboxRow(id);
    // The mailbox is the reader's only copy: the body stays for now, the props are gone already.
    expect(row).toMatchObject({ status: "sent", transport: "mailbox", props: {} });
    expect(row!.text).toContain("550011");

    expect((await purgeMailTo(to, RETENTION.mailboxBodyMs - HOUR)).mailBodies).toBe(0);
    expect((await purgeMailTo(to, RETENTION.mailboxBodyMs + HOUR)).mailBodies).toBe(1);
    row = await outboxRow(id);
    expect(row).toMatchObject({ to, template: "login-code", status: "sent", html: null, text: null, props: {} });
    expect(row!.sentAt!.getTime()).toBe(T0.getTime());
    expect(JSON.stringify(row)).not.toContain("550011");
  });

  it("clears the secrets of a mail the worker gave up on after a week", async () => {
    const to = `failed-${randomUUID()}@example.com`;
    const id = await queueLoginCode(to, "660022");
    await getDb().update(mailOutbox).set({ status: "failed", createdAt: T0 }).where(eq(mailOutbox.id, id));
    expect((await purgeMailTo(to, RETENTION.failedMailMs - HOUR)).failedMails).toBe(0);
    expect((await purgeMailTo(to, RETENTION.failedMailMs + HOUR)).failedMails).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: "failed", props: {}, attachments: [] });
  });

  it("limited to some mail, leaves alone every other kind of row, however old (tests in other files use them meanwhile)", async () => {
    const customer = await createCustomer();
    const session = await createSession(customer.id, false, T0); // long expired at the purge below
    const oldKey = `retention-${randomUUID()}`;
    await getDb().insert(rateLimits).values({ bucket: "signin-ip", key: oldKey, count: 3, windowStartedAt: T0 });
    const result = await purgeExpiredData({
      now: after(365 * 24 * HOUR),
      scope: { mailTo: [`nobody-${randomUUID()}@example.com`] },
    });
    expect(result).toMatchObject(NO_ROW_BUT_MAIL);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(1);
    expect(await getDb().select().from(rateLimits).where(eq(rateLimits.key, oldKey))).toHaveLength(1);
    expect(session.expiresAt.getTime()).toBeLessThan(after(365 * 24 * HOUR).getTime());
  });

  it("deletes expired sessions, codes and reset links, old counters and dead holds, and keeps what is still in use", async () => {
    const db = getDb();
    const customer = await createCustomer();
    // (A new session clears the user's dead ones, so the one still valid is made first.)
    const lasting = await createSession(customer.id, true, after(6 * 24 * HOUR)); // still valid at the purge below
    const expiring = await createSession(customer.id, false, T0); // expires after 24 h
    await db.insert(loginCodes).values({ userId: customer.id, codeHash: "x", expiresAt: after(10 * 60_000) });
    const resetId = `reset-${randomUUID()}`;
    await db.insert(passwordResets).values({ id: resetId, userId: customer.id, expiresAt: after(HOUR) });
    const oldKey = `retention-${randomUUID()}`;
    const freshKey = `retention-${randomUUID()}`;
    await db.insert(rateLimits).values([
      { bucket: "signin-ip", key: oldKey, count: 3, windowStartedAt: T0 },
      { bucket: "signin-ip", key: freshKey, count: 3, windowStartedAt: after(8 * 24 * HOUR) },
    ]);
    const london = await clinicId("london");
    const [chair] = await db
      .select({ chairId: clinicChairs.id })
      .from(clinicChairs)
      .where(eq(clinicChairs.clinicId, london))
      .limit(1);
    const holder = `retention-${randomUUID()}`;
    const slot = (hours: number, state: "held" | "released" | "booked") => ({
      clinicId: london,
      chairId: chair!.chairId,
      startsAt: new Date(Date.UTC(2041, 6, 13, hours)),
      endsAt: new Date(Date.UTC(2041, 6, 13, hours + 1)),
      state,
      holderKey: holder,
      expiresAt: state === "booked" ? null : after(10 * 60_000),
      createdAt: T0,
    });
    await db.insert(chairSlots).values([slot(1, "released"), slot(3, "held"), slot(5, "booked")]);

    const purgeAt = after(8 * 24 * HOUR);
    const scope = { userIds: [customer.id], holderKeys: [holder], rateLimitKeys: [oldKey, freshKey] };
    const result = await purgeExpiredData({ now: purgeAt, scope });
    expect(result).toMatchObject({ sessions: 1, loginCodes: 1, resetLinks: 1, rateLimits: 1, chairSlots: 2 });

    const left = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    expect(left.map((s) => s.expiresAt.getTime())).toEqual([lasting.expiresAt.getTime()]);
    expect(expiring.expiresAt.getTime()).toBeLessThan(purgeAt.getTime());
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, freshKey))).toHaveLength(1);
    const slots = await db.select({ state: chairSlots.state }).from(chairSlots).where(eq(chairSlots.holderKey, holder));
    expect(slots.map((s) => s.state)).toEqual(["booked"]);
    // Running again finds nothing more.
    expect(await purgeExpiredData({ now: purgeAt, scope })).toEqual({
      mailBodies: 0,
      failedMails: 0,
      ...NO_ROW_BUT_MAIL,
    });
  });

  it("forgets a bot-check solution once its challenge has expired (a replay is refused as expired from then on)", async () => {
    const spent = `retention-${randomUUID()}`;
    const live = `retention-${randomUUID()}`;
    await getDb()
      .insert(botCheckSolutions)
      .values([
        { challengeId: spent, expiresAt: after(20 * 60_000), usedAt: T0 },
        { challengeId: live, expiresAt: after(40 * 60_000), usedAt: T0 },
      ]);
    const scope = { challengeIds: [spent, live] };
    expect((await purgeExpiredData({ now: after(30 * 60_000), scope })).botCheckSolutions).toBe(1);
    const left = await getDb()
      .select({ id: botCheckSolutions.challengeId })
      .from(botCheckSolutions)
      .where(inArray(botCheckSolutions.challengeId, [spent, live]));
    expect(left.map((row) => row.id)).toEqual([live]);
  });
});
