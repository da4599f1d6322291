import "server-only";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, clinics, orderLines, orders, programmeSessions, programmes } from "@/db/schema";
import { localClinic, localLineTitle } from "@/server/orders/booking-confirmation";

export interface CustomerBooking {
  id: string;
  number: string;
  orderNumber: string;
  /** Name and city in the locale asked for (catalogue.clinics), street and postcode as written. */
  clinic: {
    slug: string;
    name: string;
    street: string;
    city: string;
    postcode: string;
    phone: string;
    email: string;
    timeZone: string;
  };
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
   * Titles in the locale asked for (orders store English; mapped by goods code and add-on). A programme's later
   * session (2 of 5, …) names only its programme: the order's other lines were for the first visit (issue 41).
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
  const lines = rows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          title: orderLines.title,
          quantity: orderLines.quantity,
          code: orderLines.itemCode,
          optionCode: orderLines.optionCode,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            rows.map((r) => r.booking.orderId),
          ),
        )
    : [];
  const sessions = rows.length
    ? await db
        .select({
          bookingId: programmeSessions.bookingId,
          number: programmeSessions.number,
          count: programmes.sessionCount,
          title: programmes.title,
          code: programmes.itemCode,
          optionCode: programmes.optionCode,
        })
        .from(programmeSessions)
        .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
        .where(
          inArray(
            programmeSessions.bookingId,
            rows.map((r) => r.booking.id),
          ),
        )
    : [];
  /** A programme's later session names only its programme; any other visit, every line of its order. */
  const treatmentsOf = (r: (typeof rows)[number], session: (typeof sessions)[number] | undefined) =>
    session && session.number > 1
      ? [{ title: localLineTitle(locale, session), quantity: 1, code: session.code, optionCode: session.optionCode }]
      : lines
          .filter((l) => l.orderId === r.booking.orderId)
          .map((l) => ({
            title: localLineTitle(locale, l),
            quantity: l.quantity,
            code: l.code,
            optionCode: l.optionCode,
          }));
  return rows.map((r) => {
    const session = sessions.find((x) => x.bookingId === r.booking.id);
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
      treatments: treatmentsOf(r, session),
      session: session ? { number: session.number, count: session.count } : null,
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
