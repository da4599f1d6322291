import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, clinics, orderLines, orders } from "@/db/schema";

export interface CustomerBooking {
  id: string;
  number: string;
  orderNumber: string;
  clinic: { name: string; street: string; city: string; postcode: string; phone: string; email: string; timeZone: string };
  startsAt: Date;
  endsAt: Date;
  programmeCount: number;
  priceCents: number;
  currency: string;
  status: "awaiting_payment" | "confirmed" | "cancelled" | "completed";
  leftToPayCents: number;
  treatments: { title: string; quantity: number }[];
}

/** The customer's bookings, split into upcoming and past (My Bookings). Only their own. */
export async function listCustomerBookings(customerId: string, now = new Date()): Promise<{ upcoming: CustomerBooking[]; past: CustomerBooking[] }> {
  const db = getDb();
  const rows = await db
    .select({ booking: bookings, clinic: clinics, orderNumber: orders.number, leftToPayCents: orders.leftToPayCents })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.userId, customerId), inArray(bookings.status, ["awaiting_payment", "confirmed", "completed", "cancelled"])))
    .orderBy(desc(bookings.startsAt));
  const lines = rows.length
    ? await db.select({ orderId: orderLines.orderId, title: orderLines.title, quantity: orderLines.quantity }).from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.booking.orderId)))
    : [];
  const all: CustomerBooking[] = rows
    .filter((r) => r.booking.status !== "cancelled" || r.booking.startsAt > now)
    .map((r) => ({
      id: r.booking.id,
      number: r.booking.number,
      orderNumber: r.orderNumber,
      clinic: { name: r.clinic.name, street: r.clinic.street, city: r.clinic.city, postcode: r.clinic.postcode, phone: r.clinic.phone, email: r.clinic.email, timeZone: r.clinic.timeZone },
      startsAt: r.booking.startsAt,
      endsAt: r.booking.endsAt,
      programmeCount: r.booking.programmeCount,
      priceCents: r.booking.priceCents,
      currency: r.booking.currency,
      status: r.booking.status,
      leftToPayCents: r.leftToPayCents,
      treatments: lines.filter((l) => l.orderId === r.booking.orderId).map((l) => ({ title: l.title, quantity: l.quantity })),
    }));
  return { upcoming: all.filter((b) => b.startsAt >= now).reverse(), past: all.filter((b) => b.startsAt < now) };
}

/** One of the customer's bookings (for the .ics download); null when it is not theirs. */
export async function getCustomerBooking(customerId: string, bookingId: string): Promise<CustomerBooking | null> {
  const { upcoming, past } = await listCustomerBookings(customerId, new Date(0));
  return [...upcoming, ...past].find((b) => b.id === bookingId) ?? null;
}
