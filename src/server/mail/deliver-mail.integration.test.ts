import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { startSmtpTestServer } from "../../../tests/support/smtp-test-server";
import { backoffMs, deliverDueMail } from "./deliver-mail";
import { enqueueMail } from "./enqueue-mail";
import { createSmtpTransport } from "./smtp/smtp-transport";

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function freePort(): Promise<number> {
  const probe = await startSmtpTestServer();
  await probe.close();
  return probe.port;
}

describe("the outbox worker", () => {
  it("keeps a mail while SMTP is down and delivers it exactly once when it is back", async () => {
    const to = `outage-${Date.now()}@example.com`;
    const port = await freePort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await getDb().transaction((tx) =>
      enqueueMail(tx, {
        to,
        locale: "es",
        template: "login-code",
        props: { firstName: "Lucía", code: "424242", minutes: 10 },
      }),
    );

    const t0 = new Date();
    expect(await deliverDueMail({ transport, now: t0, onlyTo: [to] })).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure!.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBe(t0.getTime() + backoffMs(1));

    // Not yet due: nothing is tried.
    expect(await deliverDueMail({ transport, now: new Date(t0.getTime() + 1_000), onlyTo: [to] })).toEqual({
      sent: 0,
      failed: 0,
    });

    const smtp = await startSmtpTestServer(port);
    servers.push(smtp);
    const later = new Date(t0.getTime() + backoffMs(1) + 1);
    expect(await deliverDueMail({ transport, now: later, onlyTo: [to] })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail({ transport, now: new Date(later.getTime() + 3_600_000), onlyTo: [to] })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.to(to)).toHaveLength(1);
    expect(smtp.to(to)[0]!.text).toContain("424242");
    const [sent] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, transport: "smtp" });
  });

  it("keeps no code after delivery: props, attachments and body go; who, what, when and the state stay", async () => {
    const smtp = await startSmtpTestServer();
    servers.push(smtp);
    const to = `secret-${Date.now()}@example.com`;
    const id = await enqueueMail(null, {
      to,
      locale: "en",
      template: "login-code",
      props: { firstName: "Ada", code: "731904", minutes: 10 },
      attachments: [{ filename: "note.txt", contentType: "text/plain", content: "code 731904" }],
    });
    // A second on: PostgreSQL stamps the row in microseconds, so "now" from the same millisecond can be before it.
    const now = new Date(Date.now() + 1_000);
    expect(
      await deliverDueMail({ transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`), now, onlyTo: [to] }),
    ).toEqual({ sent: 1, failed: 0 });
    expect(smtp.to(to)[0]!.text).toContain("731904");
    const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      to,
      template: "login-code",
      status: "sent",
      transport: "smtp",
      props: {},
      attachments: [],
      html: null,
      text: null,
    });
    expect(row!.sentAt!.getTime()).toBe(now.getTime());
    expect(row!.subject).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain("731904");
  });

  it("lets two workers share the outbox without sending any mail twice", async () => {
    const smtp = await startSmtpTestServer();
    servers.push(smtp);
    const stamp = Date.now();
    const recipients = Array.from({ length: 24 }, (_, i) => `worker-${stamp}-${i}@example.com`);
    await getDb().transaction(async (tx) => {
      for (const to of recipients) {
        await enqueueMail(tx, {
          to,
          locale: "ja",
          template: "welcome",
          props: { firstName: "Yui", accountUrl: "http://localhost/us/ja/account/settings", referralCode: "ABCD2345" },
        });
      }
    });
    const worker = () =>
      deliverDueMail({
        transport: createSmtpTransport(smtp.url),
        batchSize: 5,
        now: new Date(Date.now() + 1_000),
        onlyTo: recipients,
      });
    const results = [];
    for (let round = 0; round < 4; round++) results.push(...(await Promise.all([worker(), worker()])));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
    expect(smtp.received.length).toBe(24);
    for (const to of recipients) expect(smtp.to(to)).toHaveLength(1);
    const rows = await getDb()
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, recipients));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends attachments (an .ics for bookings) with their type", async () => {
    const smtp = await startSmtpTestServer();
    servers.push(smtp);
    const to = `attach-${Date.now()}@example.com`;
    await enqueueMail(null, {
      to,
      locale: "en",
      template: "welcome",
      props: { firstName: "Ada", accountUrl: "http://localhost/us/en/account/settings", referralCode: "ABCD2345" },
      attachments: [
        { filename: "booking.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar" },
      ],
    });
    await deliverDueMail({ transport: createSmtpTransport(smtp.url), now: new Date(Date.now() + 1_000), onlyTo: [to] });
    expect(smtp.to(to)[0]!.raw).toMatch(/Content-Type: text\/calendar; name=booking\.ics/);
  });
});
