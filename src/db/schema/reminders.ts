import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { mailOutbox } from "./mail";
import { updatedAt } from "./columns";

/** Which reminder: two days before the visit (clinic calendar days) and three hours before (decision 180). */
export const reminderKind = pgEnum("reminder_kind", ["two_days", "three_hours"]);
/**
 * scheduled: waits for its time; sent: queued in the outbox (`mail_id`); cancelled: the booking is no longer
 * confirmed; skipped: its time had passed when it was planned (a booking made less than two days ahead).
 */
export const reminderStatus = pgEnum("reminder_status", ["scheduled", "sent", "cancelled", "skipped"]);

/**
 * A visit's reminders as scheduled rows, one per booking and kind. `planReminders` (src/server/reminders)
 * writes them whenever a booking is made, confirmed, moved or cancelled; the reminder worker claims due rows
 * with FOR UPDATE SKIP LOCKED and queues the mail in the same transaction, so no reminder goes twice.
 * `for_starts_at` is the visit time the row was planned for: a row whose booking has moved since is planned again.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: reminderKind("kind").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    forStartsAt: timestamp("for_starts_at", { withTimezone: true }).notNull(),
    status: reminderStatus("status").notNull().default("scheduled"),
    mailId: uuid("mail_id"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("booking_reminders_booking_kind").on(t.bookingId, t.kind),
    index("booking_reminders_due").on(t.status, t.dueAt),
  ],
);

/** Which mails concern which booking (confirmation, reminders, changes), for the back office's delivery log. */
export const bookingMails = pgTable(
  "booking_mails",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    /** What the mail is to the booking: "confirmation", "reminder-two_days", "changed", "resend"… */
    purpose: text("purpose").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.mailId] }), index("booking_mails_mail").on(t.mailId)],
);
