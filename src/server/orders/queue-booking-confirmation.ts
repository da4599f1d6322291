import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { bookings, orderLines, orders, programmeSessions, programmes, users } from "@/db/schema";
import { questionnaireUrl } from "@/server/health/questionnaire-link";
import type { Tx } from "@/server/availability/reserve-chair";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { buildBookingConfirmation } from "./booking-confirmation";
import type { QueueMail } from "./order-mail";

/**
 * Queue the confirmation of a booking as it stands now (its time, clinic, treatments and sums), inside the
 * caller's transaction: sent again after a move (the calendar file keeps its UID, so calendars update the
 * visit) and when staff resend it. A programme session booked later lists its programme, at no charge,
 * like "apply session time"; the order's first booking lists the order's treatments and sums.
 */
export async function queueBookingConfirmation(
  tx: Tx,
  bookingId: string,
  queueMail: QueueMail,
  now: Date,
): Promise<{ to: string }> {
  const [row] = await tx
    .select({
      booking: bookings,
      orderNumber: orders.number,
      locale: orders.locale,
      totalCents: orders.totalCents,
      leftToPayCents: orders.leftToPayCents,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row || row.deletedAt) throw new AppError("NOT_FOUND");
  const clinic = await getBookingClinic(row.booking.clinicId, tx);
  if (!clinic) throw new AppError("NOT_FOUND");
  const [first] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.orderId, row.booking.orderId))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(1);
  const isOrderBooking = first?.id === row.booking.id;
  const lines = isOrderBooking
    ? await tx
        .select({
          title: orderLines.title,
          quantity: orderLines.quantity,
          code: orderLines.itemCode,
          optionCode: orderLines.optionCode,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, row.booking.orderId))
    : (
        await tx
          .select({ title: programmes.title, code: programmes.itemCode, optionCode: programmes.optionCode })
          .from(programmeSessions)
          .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
          .where(and(eq(programmeSessions.bookingId, row.booking.id)))
      ).map((s) => ({ ...s, quantity: 1 }));
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
      lines,
      totalCents: isOrderBooking ? row.totalCents : 0,
      leftToPayCents: isOrderBooking ? row.leftToPayCents : 0,
      currency: row.booking.currency,
      stampedAt: now,
      healthUrl: await questionnaireUrl(tx, { id: bookingId, clinicSlug: clinic.slug, locale: row.locale }),
    }),
    bookings: [{ bookingId, purpose: "confirmation" }],
  });
  return { to: row.email };
}
