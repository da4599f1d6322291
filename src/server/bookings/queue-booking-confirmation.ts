import "server-only";
import { mailVisit, visitTreatmentsOf } from "./visit-treatments";
import { questionnaireUrl } from "@/server/health/questionnaire-link";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import { buildBookingConfirmation } from "./booking-confirmation";
import { bookingForMail } from "./booking-for-mail";
import type { QueueMail } from "./order-mail";

/**
 * Queue the confirmation of a booking as it stands now (its time, clinic, treatments and sums), inside the
 * caller's transaction: sent again after a move (the calendar file keeps its UID, so calendars update the
 * visit) and when staff resend it. What is done at the visit is visitTreatmentsOf's answer: a programme session
 * booked later names its programme and which session it is, included in the programme, as "apply session time"
 * says; the order's own visit lists the order's treatments and sums.
 */
export async function queueBookingConfirmation(
  tx: Tx,
  bookingId: string,
  queueMail: QueueMail,
  now: Date,
): Promise<{ to: string }> {
  const row = await bookingForMail(tx, bookingId);
  if (!row) throw new AppError("NOT_FOUND");
  const { clinic } = row;
  const visit = (await visitTreatmentsOf([bookingId], tx)).get(bookingId)!;
  // A programme session booked on its own is covered by the programme's order: no sums of its own.
  const ownSums = visit.kind === "order";
  await queueMail(tx, {
    ...buildBookingConfirmation({
      locale: row.locale,
      to: row.email,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      bookingNumber: row.booking.number,
      orderNumber: row.orderNumber,
      clinic,
      startsAt: row.booking.startsAt,
      endsAt: row.booking.endsAt,
      ...mailVisit(visit),
      totalCents: ownSums ? row.totalCents : null,
      leftToPayCents: ownSums ? row.leftToPayCents : 0,
      currency: row.booking.currency,
      stampedAt: now,
      healthUrl: await questionnaireUrl(tx, { id: bookingId, clinicSlug: clinic.slug, locale: row.locale }),
    }),
    bookings: [{ bookingId, purpose: "confirmation" }],
  });
  return { to: row.email };
}
