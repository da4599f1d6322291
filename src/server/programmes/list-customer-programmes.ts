import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, clinics, orders, programmeSessions, programmes } from "@/db/schema";
import { canChangeOnline } from "@/server/bookings/change-rules";
import { localClinic, localLineTitle } from "@/server/bookings/booking-confirmation";

export interface CustomerSession {
  id: string;
  number: number;
  status: "booked" | "to_book" | "done" | "cancelled";
  startsAt: Date | null;
  /** When this session's time was applied (its booking's created time). */
  bookedAt: Date | null;
  bookingId: string | null;
  bookingNumber: string | null;
  /** Booked, and more than 72 hours away: may be moved or cancelled online. */
  changeable: boolean;
}

export interface CustomerProgramme {
  id: string;
  number: string;
  orderNumber: string;
  /** In the locale asked for (stored English, mapped by goods code and add-on). */
  title: string;
  itemCode: string;
  status: "active" | "completed" | "cancelled";
  sessionMinutes: number;
  clinic: { id: number; slug: string; name: string; city: string; phone: string; email: string; timeZone: string };
  sessionCount: number;
  /** Sessions booked or done. */
  usedCount: number;
  /** Whether new sessions can be applied now (the order is confirmed or paid). */
  open: boolean;
  sessions: CustomerSession[];
}

/**
 * The customer's programmes with their sessions (My Programs, the account home). Only their own, newest first;
 * titles and clinic names in `locale` (English by default).
 */
export async function listCustomerProgrammes(
  customerId: string,
  now = new Date(),
  locale = "en",
): Promise<CustomerProgramme[]> {
  const db = getDb();
  const rows = await db
    .select({ programme: programmes, clinic: clinics, orderNumber: orders.number, orderStatus: orders.status })
    .from(programmes)
    .innerJoin(clinics, eq(clinics.id, programmes.clinicId))
    .innerJoin(orders, eq(orders.id, programmes.orderId))
    .where(and(eq(programmes.userId, customerId), inArray(orders.status, ["confirmed", "paid"])))
    .orderBy(desc(programmes.createdAt));
  if (rows.length === 0) return [];
  const sessions = await db
    .select({
      session: programmeSessions,
      bookingNumber: bookings.number,
      bookedAt: bookings.createdAt,
      bookingStatus: bookings.status,
    })
    .from(programmeSessions)
    .leftJoin(bookings, eq(bookings.id, programmeSessions.bookingId))
    .where(
      inArray(
        programmeSessions.programmeId,
        rows.map((r) => r.programme.id),
      ),
    )
    .orderBy(asc(programmeSessions.number));
  return rows.map(({ programme, clinic, orderNumber, orderStatus }) => {
    const own = sessions
      .filter((s) => s.session.programmeId === programme.id)
      .map(({ session, bookingNumber, bookedAt, bookingStatus }) => ({
        id: session.id,
        number: session.number,
        status: session.status,
        startsAt: session.startsAt,
        bookedAt: bookedAt ?? null,
        bookingId: session.bookingId,
        bookingNumber: bookingNumber ?? null,
        changeable:
          session.status === "booked" &&
          bookingStatus === "confirmed" &&
          !!session.startsAt &&
          canChangeOnline(session.startsAt, now),
      }));
    return {
      id: programme.id,
      number: programme.number,
      orderNumber,
      title: localLineTitle(locale, {
        title: programme.title,
        code: programme.itemCode,
        optionCode: programme.optionCode,
      }),
      itemCode: programme.itemCode,
      status: programme.status,
      sessionMinutes: programme.sessionMinutes,
      clinic: localClinic(locale, {
        id: clinic.id,
        slug: clinic.slug,
        name: clinic.name,
        city: clinic.city,
        phone: clinic.phone,
        email: clinic.email,
        timeZone: clinic.timeZone,
      }),
      sessionCount: programme.sessionCount,
      usedCount: own.filter((s) => s.status === "booked" || s.status === "done").length,
      open: programme.status === "active" && (orderStatus === "confirmed" || orderStatus === "paid"),
      sessions: own,
    };
  });
}
