import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingReminders, bookings, users } from "@/db/schema";
import { env } from "@/config/env";
import { areaOfClinic, defaultArea, type Area } from "@/config/site";
import { isLocale, defaultLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { Tx } from "@/db/client";
import { formatClinicTime } from "@/shared/clinic-time";
import { canChangeOnline } from "@/server/bookings/change-rules";
import { mailVisit, visitTreatmentsOf } from "@/server/bookings/visit-treatments";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { bookingForMail } from "@/server/bookings/booking-for-mail";
import { questionnaireUrl } from "@/server/health/questionnaire-link";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { visitMailLines } from "@/server/bookings/booking-confirmation";
import { planReminders } from "@/server/bookings/plan-reminders";
import type { ReminderKind } from "@/server/bookings/reminder-times";
import { formatTag } from "@/i18n/formats";

export interface SendDueRemindersOptions {
  now?: Date;
  batchSize?: number;
  /** Only these bookings (tests that share the database with others). */
  onlyBookingIds?: string[];
}

/** How far ahead the safety sweep looks for confirmed visits without reminders planned for their time. */
const SWEEP_AHEAD_MS = 50 * 3_600_000;

/**
 * The reminder worker's run (decision 180), safe in every instance at once:
 * 1. a sweep plans reminders for confirmed visits of the next 50 hours whose rows are missing or were planned
 *    for another time (a path that changed a booking without planning is caught within a run);
 * 2. due rows are claimed with FOR UPDATE SKIP LOCKED in one transaction that also queues the mail and marks
 *    the row sent, so two workers never send one reminder twice. A row whose booking is no longer confirmed is
 *    cancelled; one whose visit moved is planned again; one whose visit has begun is skipped.
 */
export async function sendDueReminders({
  now = new Date(),
  batchSize = 25,
  onlyBookingIds,
}: SendDueRemindersOptions = {}): Promise<{ sent: number; cancelled: number; skipped: number; planned: number }> {
  const db = getDb();
  const scope = onlyBookingIds ? (onlyBookingIds.length ? sql`and b.id in ${onlyBookingIds}` : sql`and false`) : sql``;
  const stale = await db.execute<{ id: string }>(sql`
    select b.id from ${bookings} b
     where b.status = 'confirmed'
       and b.starts_at > ${now.toISOString()}::timestamptz
       and b.starts_at <= ${new Date(now.getTime() + SWEEP_AHEAD_MS).toISOString()}::timestamptz
       and not exists (select 1 from ${bookingReminders} r
                        where r.booking_id = b.id and r.kind = 'three_hours' and r.for_starts_at = b.starts_at and r.status <> 'cancelled')
       ${scope}
     limit 200`);
  if (stale.rows.length)
    await db.transaction((tx) =>
      planReminders(
        tx,
        stale.rows.map((r) => r.id),
        now,
      ),
    );

  const counts = { sent: 0, cancelled: 0, skipped: 0, planned: stale.rows.length };
  await db.transaction(async (tx) => {
    const claimed = await tx.execute<{
      id: string;
      booking_id: string;
      kind: ReminderKind;
      for_starts_at: string | Date;
    }>(sql`
      select r.id, r.booking_id, r.kind, r.for_starts_at from ${bookingReminders} r
       where r.status = 'scheduled' and r.due_at <= ${now.toISOString()}::timestamptz
       ${onlyBookingIds ? (onlyBookingIds.length ? sql`and r.booking_id in ${onlyBookingIds}` : sql`and false`) : sql``}
       order by r.due_at
       limit ${batchSize}
       for update of r skip locked`);
    for (const row of claimed.rows) {
      const outcome = await sendOne(tx, row.id, row.booking_id, row.kind, new Date(row.for_starts_at), now);
      counts[outcome] += 1;
    }
  });
  return counts;
}

async function sendOne(
  tx: Tx,
  reminderId: string,
  bookingId: string,
  kind: ReminderKind,
  forStartsAt: Date,
  now: Date,
): Promise<"sent" | "cancelled" | "skipped"> {
  const [row] = await tx
    .select({ booking: bookings, deletedAt: users.deletedAt })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  const mark = (status: "cancelled" | "skipped") =>
    tx
      .update(bookingReminders)
      .set({ status, updatedAt: now })
      .where(eq(bookingReminders.id, reminderId))
      .then(() => status);
  if (!row || row.deletedAt || row.booking.status !== "confirmed") return mark("cancelled");
  if (row.booking.startsAt.getTime() !== forStartsAt.getTime()) {
    // The visit moved by a path that did not plan again: plan for the new time, send on its own schedule.
    await planReminders(tx, [bookingId], now);
    return "skipped";
  }
  if (row.booking.startsAt.getTime() <= now.getTime()) return mark("skipped");
  const mailId = await queueReminderMail(tx, bookingId, kind, now);
  if (!mailId) return mark("cancelled");
  await tx
    .update(bookingReminders)
    .set({ status: "sent", mailId, updatedAt: now })
    .where(and(eq(bookingReminders.id, reminderId), eq(bookingReminders.status, "scheduled")));
  return "sent";
}

/**
 * Queue a visit's reminder as the booking stands now, in the caller's transaction (the worker, and staff
 * sending one again). Null when the booking, its customer or its clinic is gone.
 */
export async function queueReminderMail(
  tx: Tx,
  bookingId: string,
  kind: ReminderKind,
  now: Date,
  purpose = `reminder-${kind}`,
): Promise<string | null> {
  const row = await bookingForMail(tx, bookingId);
  if (!row) return null;
  const { clinic } = row;
  const locale = isLocale(row.locale) ? row.locale : defaultLocale;
  const catalogue = await loadLocalizedCatalogue(locale);
  const area: Area = areaOfClinic(clinic.slug) ?? defaultArea;
  const when = formatClinicTime(row.booking.startsAt, clinic.timeZone, formatTag(locale, area));
  const visit = (await visitTreatmentsOf([bookingId], tx)).get(bookingId);
  return enqueueMail(tx, {
    to: row.email,
    locale,
    template: "booking-reminder",
    props: {
      kind,
      name: `${row.firstName} ${row.lastName}`.trim(),
      number: row.booking.number,
      date: when.date,
      time: when.time,
      zone: when.zone,
      clinic: catalogue.clinicName(clinic.slug, clinic.name),
      address: `${clinic.street}, ${catalogue.clinicCity(clinic.slug, clinic.city)} ${clinic.postcode}`,
      phone: clinic.phone,
      email: clinic.email,
      manageUrl: canChangeOnline(row.booking.startsAt, now)
        ? new URL(pathFor(area, locale, "account/bookings"), env().SITE_URL).toString()
        : null,
      healthUrl: await questionnaireUrl(tx, { id: bookingId, clinicSlug: clinic.slug, locale }),
      lines: visit ? visitMailLines(locale, mailVisit(visit)) : [],
    },
    bookings: [{ bookingId, purpose }],
  });
}

/** A booking's reminder rows, for the back office and tests. */
export async function listBookingReminders(bookingId: string, db: Pick<ReturnType<typeof getDb>, "select"> = getDb()) {
  return db
    .select()
    .from(bookingReminders)
    .where(inArray(bookingReminders.bookingId, [bookingId]))
    .orderBy(bookingReminders.dueAt);
}
