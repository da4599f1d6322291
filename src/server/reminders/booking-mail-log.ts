import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookingMails, bookingReminders, bookings, mailOutbox } from "@/db/schema";
import { queueBookingChange } from "@/server/bookings/booking-change-mail";
import { AppError } from "@/server/errors/app-error";
import { queueOrderMail, type QueueMail } from "@/server/bookings/order-mail";
import { queueBookingConfirmation } from "@/server/bookings/queue-booking-confirmation";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { assertClinic, assertRole, canSeeClinic, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { queueReminderMail } from "./send-due-reminders";
import { reminderKinds, type ReminderKind } from "@/server/bookings/reminder-times";

/** What the desk sees of one mail: never its body (it may hold codes), only where it went and how it fared. */
export interface BookingMailEntry {
  id: string;
  purpose: string;
  template: string;
  to: string;
  /** queued (waiting or between retries), sending, sent, failed (gave up). */
  state: "queued" | "sending" | "sent" | "failed";
  attempts: number;
  /** The SMTP server's last answer when an attempt failed. */
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface BookingMailLog {
  mails: BookingMailEntry[];
  reminders: { kind: ReminderKind; dueAt: Date; status: "scheduled" | "sent" | "cancelled" | "skipped" }[];
}

/**
 * The delivery log of the given bookings (confirmation, changes, reminders), oldest first, for staff of the
 * bookings' clinics; another clinic's booking is left out as if it did not exist (decision 180).
 */
export async function listBookingMailLog(
  actor: StaffActor,
  bookingIds: string[],
): Promise<Map<string, BookingMailLog>> {
  assertRole(actor, "reception");
  const log = new Map<string, BookingMailLog>();
  if (!bookingIds.length) return log;
  const db = getDb();
  const visible = (
    await db
      .select({ id: bookings.id, clinicId: bookings.clinicId })
      .from(bookings)
      .where(inArray(bookings.id, bookingIds))
  ).filter((b) => canSeeClinic(actor, b.clinicId));
  const ids = visible.map((b) => b.id);
  if (!ids.length) return log;
  for (const id of ids) log.set(id, { mails: [], reminders: [] });
  const mails = await db
    .select({ bookingId: bookingMails.bookingId, purpose: bookingMails.purpose, mail: mailOutbox })
    .from(bookingMails)
    .innerJoin(mailOutbox, eq(mailOutbox.id, bookingMails.mailId))
    .where(inArray(bookingMails.bookingId, ids))
    .orderBy(asc(mailOutbox.createdAt));
  for (const { bookingId, purpose, mail } of mails) {
    log.get(bookingId)!.mails.push({
      id: mail.id,
      purpose,
      template: mail.template,
      to: mail.to,
      state: mail.status === "pending" ? "queued" : mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt,
      sentAt: mail.sentAt,
    });
  }
  const reminders = await db
    .select()
    .from(bookingReminders)
    .where(inArray(bookingReminders.bookingId, ids))
    .orderBy(asc(bookingReminders.dueAt));
  for (const r of reminders) log.get(r.bookingId)!.reminders.push({ kind: r.kind, dueAt: r.dueAt, status: r.status });
  return log;
}

export const resendBookingMailSchema = z.object({
  bookingId: z.string().uuid("bookingRequired"),
  mailId: z.string().uuid("mailRequired"),
});

/**
 * Send one of a booking's mails again, as the booking stands now (a delivered mail keeps no body to copy,
 * decision 091): a confirmation or a move as the current confirmation, a cancellation as the cancellation,
 * a reminder as that reminder. Audited; another clinic's booking, or a mail of another booking, is NOT_FOUND.
 */
export async function resendBookingMail(
  actor: StaffActor,
  raw: z.input<typeof resendBookingMailSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
): Promise<{ to: string; purpose: string }> {
  assertRole(actor, "reception");
  const { bookingId, mailId } = resendBookingMailSchema.parse(raw);
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) throw new AppError("NOT_FOUND");
    assertClinic(actor, booking.clinicId);
    const [link] = await tx
      .select({ purpose: bookingMails.purpose, to: mailOutbox.to })
      .from(bookingMails)
      .innerJoin(mailOutbox, eq(mailOutbox.id, bookingMails.mailId))
      .where(and(eq(bookingMails.bookingId, bookingId), eq(bookingMails.mailId, mailId)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (!link) throw new AppError("NOT_FOUND");
    const reminder = reminderKinds.find((k) => link.purpose === `reminder-${k}`);
    let to = link.to;
    if (reminder) {
      if (booking.status !== "confirmed") throw new AppError("NOT_FOUND");
      await queueReminderMail(tx, bookingId, reminder, now);
    } else if (link.purpose === "cancelled") {
      if (booking.status !== "cancelled") throw new AppError("NOT_FOUND");
      const clinic = await getBookingClinic(booking.clinicId, tx);
      if (!clinic) throw new AppError("NOT_FOUND");
      await queueBookingChange(
        tx,
        booking.userId,
        { id: booking.id, number: booking.number, startsAt: booking.startsAt, endsAt: booking.endsAt, clinic },
        { kind: "cancelled", startsAt: booking.startsAt, endsAt: booking.endsAt },
        { now, queueMail },
      );
    } else {
      if (!["confirmed", "arrived", "completed"].includes(booking.status)) throw new AppError("NOT_FOUND");
      to = (await queueBookingConfirmation(tx, bookingId, queueMail, now)).to;
    }
    await recordAudit(
      tx,
      actor,
      {
        action: "booking.resend_mail",
        entity: "booking",
        entityId: booking.number,
        clinicId: booking.clinicId,
        after: { purpose: link.purpose, to },
      },
      now,
    );
    return { to, purpose: link.purpose };
  });
}
