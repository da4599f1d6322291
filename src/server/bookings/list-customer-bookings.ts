import "server-only";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, clinics, orders } from "@/db/schema";
import { localClinic, localLineTitle, type BookingConfirmationInput } from "./booking-confirmation";
import { visitTreatmentsOf } from "./visit-treatments";

export interface CustomerBooking {
  id: string;
  number: string;
  orderNumber: string;
  /** Name and city in the locale asked for (catalogue.clinics), street and postcode as written. */
  clinic: BookingConfirmationInput["clinic"] & { slug: string };
  startsAt: Date;
  endsAt: Date;
  programmeCount: number;
  priceCents: number;
  currency: string;
  status: (typeof bookings.$inferSelect)["status"];
  createdAt: Date;
  clinicId: number;
  leftToPayCents: number;
  /** The order's total and what has been paid of it (the success page; an order may hold several visits). */
  orderTotalCents: number;
  paidCents: number;
  /**
   * Titles in the locale asked for (orders store English; mapped by goods code and add-on). A programme session
   * booked after its order's visit names only its programme: the order's other lines were for that first visit
   * (issue 41; visitTreatmentsOf).
   */
  treatments: { title: string; quantity: number; code: string; optionCode: string | null }[];
  /** The .ics SEQUENCE the customer's calendar last received for this visit. */
  calendarSequence: number;
  /** The programme session this visit is, when it is one: "session 2 of 5". */
  session: { number: number; count: number } | null;
}

/** The customer's bookings matching `where` (always limited to their own), newest first, named in `locale`. */
async function selectCustomerBookings(
  customerId: string,
  where: SQL | undefined,
  locale: string,
): Promise<CustomerBooking[]> {
  const db = getDb();
  const rows = await db
    .select({
      booking: bookings,
      clinic: clinics,
      orderNumber: orders.number,
      leftToPayCents: orders.leftToPayCents,
      orderTotalCents: orders.totalCents,
      paidCents: orders.paidCents,
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(
      and(
        eq(bookings.userId, customerId),
        inArray(bookings.status, ["awaiting_payment", "confirmed", "arrived", "completed", "no_show", "cancelled"]),
        where,
      ),
    )
    .orderBy(desc(bookings.startsAt));
  // What is done at each visit: the one answer the schedule and the mails read too (visit-treatments.ts).
  const visits = await visitTreatmentsOf(rows.map((r) => r.booking.id));
  return rows.map((r) => {
    const visit = visits.get(r.booking.id);
    return {
      id: r.booking.id,
      number: r.booking.number,
      orderNumber: r.orderNumber,
      clinic: localClinic(locale, {
        slug: r.clinic.slug,
        name: r.clinic.name,
        street: r.clinic.street,
        city: r.clinic.city,
        postcode: r.clinic.postcode,
        phone: r.clinic.phone,
        email: r.clinic.email,
        timeZone: r.clinic.timeZone,
      }),
      startsAt: r.booking.startsAt,
      endsAt: r.booking.endsAt,
      programmeCount: r.booking.programmeCount,
      priceCents: r.booking.priceCents,
      currency: r.booking.currency,
      status: r.booking.status,
      createdAt: r.booking.createdAt,
      clinicId: r.booking.clinicId,
      leftToPayCents: r.leftToPayCents,
      orderTotalCents: r.orderTotalCents,
      paidCents: r.paidCents,
      calendarSequence: r.booking.calendarSequence,
      treatments: (visit?.lines ?? []).map((l) => ({
        title: localLineTitle(locale, l),
        quantity: l.quantity,
        code: l.code,
        optionCode: l.optionCode,
      })),
      session: visit?.session ?? null,
    };
  });
}

/** The customer's bookings, split into upcoming and past (My Bookings). Only their own; names in `locale` (English by default). */
export async function listCustomerBookings(
  customerId: string,
  now = new Date(),
  locale = "en",
): Promise<{ upcoming: CustomerBooking[]; past: CustomerBooking[] }> {
  const all = (await selectCustomerBookings(customerId, undefined, locale)).filter(
    (b) => b.status !== "cancelled" || b.startsAt > now,
  );
  return { upcoming: all.filter((b) => b.startsAt >= now).reverse(), past: all.filter((b) => b.startsAt < now) };
}

/**
 * A booking by its number (the success page), only when it belongs to the customer: null for someone
 * else's number, an unknown one or a malformed one, so the page answers 404 alike.
 */
export async function getCustomerBookingByNumber(
  customerId: string,
  number: string,
  locale = "en",
): Promise<CustomerBooking | null> {
  if (!/^BK-[A-Z0-9]{8}$/.test(number)) return null;
  const [booking] = await selectCustomerBookings(customerId, eq(bookings.number, number), locale);
  return booking ?? null;
}

/** One of the customer's bookings (for the .ics download); null when it is not theirs. */
export async function getCustomerBooking(
  customerId: string,
  bookingId: string,
  locale = "en",
): Promise<CustomerBooking | null> {
  const { upcoming, past } = await listCustomerBookings(customerId, new Date(0), locale);
  return [...upcoming, ...past].find((b) => b.id === bookingId) ?? null;
}
