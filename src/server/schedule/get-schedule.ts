import "server-only";
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, chairSlots, clinicChairs, orders, users } from "@/db/schema";
import { addClinicDays, clinicDayOf, clinicDayRange, clinicMinuteOfDay, type ClinicDay } from "@/shared/clinic-time";
import { visitTreatmentsOf, type VisitTreatments } from "@/server/bookings/visit-treatments";
import { resolveStaffClinicDay, type StaffClinic } from "@/server/clinics/list-staff-clinics";
import type { StaffActor } from "@/server/staff/actor";

export interface ScheduleBooking {
  id: string;
  number: string;
  status: (typeof bookings.$inferSelect)["status"];
  customerName: string;
  customerPhone: string | null;
  /**
   * What is done at this visit (stored English titles, the back office's language): the order's lines, or a programme
   * session booked on its own, named by its programme and number (visitTreatmentsOf, as My Bookings and the mails).
   */
  visit: VisitTreatments;
  durationMinutes: number;
  orderId: string;
  orderNumber: string;
  currency: string;
  totalCents: number;
  paidCents: number;
  leftToPayCents: number;
  /** The customer's first visit to any of our clinics (no earlier live booking). */
  firstVisit: boolean;
  notes: string | null;
}

/** One block in a chair's column: a booking, or a live 10-minute hold of someone checking out. */
export interface ScheduleBlock {
  slotId: string;
  chairId: number;
  kind: "booking" | "hold";
  startsAt: Date;
  endsAt: Date;
  day: ClinicDay;
  /** Minutes after the clinic's midnight on `day` (an end past midnight is clamped to 24:00). */
  startMinute: number;
  endMinute: number;
  holdExpiresAt: Date | null;
  booking: ScheduleBooking | null;
}

export interface DaySchedule {
  clinic: StaffClinic;
  /** The clinics this person may choose between. */
  clinics: StaffClinic[];
  day: ClinicDay;
  today: ClinicDay;
  chairs: { id: number; label: string; active: boolean }[];
  blocks: ScheduleBlock[];
  /** The rows to draw (clinic minutes): opening hours, widened to take every block. */
  firstMinute: number;
  lastMinute: number;
}

export interface WeekSchedule extends Omit<DaySchedule, "blocks" | "firstMinute" | "lastMinute"> {
  days: { day: ClinicDay; blocks: ScheduleBlock[] }[];
}

export interface ScheduleQuery {
  /** A clinic slug; the person's first clinic when missing. */
  clinic?: string;
  /** YYYY-MM-DD in the clinic's calendar; today there when missing or malformed. */
  day?: string;
}

async function resolveClinic(actor: StaffActor, query: ScheduleQuery, now: Date) {
  const base = await resolveStaffClinicDay(actor, query, now);
  const { clinic } = base;
  const chairs = await getDb()
    .select({ id: clinicChairs.id, label: clinicChairs.label, active: clinicChairs.active })
    .from(clinicChairs)
    .where(eq(clinicChairs.clinicId, clinic.id))
    .orderBy(asc(clinicChairs.id));
  return { ...base, chairs };
}

/**
 * The front desk's day: the clinic's chairs as columns and every booking and live hold on them, in
 * clinic time. Reception sees only their clinics: another clinic is NOT_FOUND.
 */
export async function getDaySchedule(actor: StaffActor, query: ScheduleQuery, now = new Date()): Promise<DaySchedule> {
  const base = await resolveClinic(actor, query, now);
  const range = clinicDayRange(base.day, base.clinic.timeZone);
  // A night booking that began the evening before is drawn from this day's midnight.
  const blocks = (await loadBlocks(base.clinic, range.start, range.end, now)).map((b) =>
    b.day === base.day
      ? b
      : {
          ...b,
          day: base.day,
          startMinute: 0,
          endMinute: Math.max(15, Math.min(24 * 60, Math.round((b.endsAt.getTime() - range.start.getTime()) / 60_000))),
        },
  );
  const standard = { first: 8 * 60, last: 21 * 60 };
  const firstMinute = Math.min(standard.first, ...blocks.map((b) => Math.floor(b.startMinute / 60) * 60));
  const lastMinute = Math.max(standard.last, ...blocks.map((b) => Math.ceil(b.endMinute / 60) * 60));
  // A chair taken out of service still shows while it has bookings that day.
  const chairs = base.chairs.filter((c) => c.active || blocks.some((b) => b.chairId === c.id));
  return { ...base, chairs, blocks, firstMinute, lastMinute };
}

/** The week (Monday to Sunday, clinic calendar) around a day: each day's bookings and holds. */
export async function getWeekSchedule(
  actor: StaffActor,
  query: ScheduleQuery,
  now = new Date(),
): Promise<WeekSchedule> {
  const base = await resolveClinic(actor, query, now);
  const weekday = new Date(`${base.day}T12:00:00Z`).getUTCDay();
  const monday = addClinicDays(base.day, -((weekday + 6) % 7));
  const days = Array.from({ length: 7 }, (_, i) => addClinicDays(monday, i));
  const start = clinicDayRange(days[0]!, base.clinic.timeZone).start;
  const end = clinicDayRange(days[6]!, base.clinic.timeZone).end;
  const blocks = await loadBlocks(base.clinic, start, end, now);
  return { ...base, days: days.map((day) => ({ day, blocks: blocks.filter((b) => b.day === day) })) };
}

async function loadBlocks(clinic: StaffClinic, start: Date, end: Date, now: Date): Promise<ScheduleBlock[]> {
  const db = getDb();
  const slots = await db
    .select()
    .from(chairSlots)
    .where(
      and(
        eq(chairSlots.clinicId, clinic.id),
        lt(chairSlots.startsAt, end),
        gt(chairSlots.endsAt, start),
        or(
          eq(chairSlots.state, "booked"),
          and(eq(chairSlots.state, "held"), or(isNull(chairSlots.expiresAt), gt(chairSlots.expiresAt, now))),
        ),
      ),
    )
    .orderBy(asc(chairSlots.startsAt));
  const bookingIds = slots.map((s) => s.bookingId).filter((id): id is string => !!id);
  const booked = bookingIds.length
    ? await db
        .select({
          booking: bookings,
          order: orders,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.mobile,
        })
        .from(bookings)
        .innerJoin(orders, eq(orders.id, bookings.orderId))
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(inArray(bookings.id, bookingIds), ne(bookings.status, "cancelled")))
    : [];
  const customerIds = [...new Set(booked.map((b) => b.booking.userId))];
  const visits = await visitTreatmentsOf(booked.map((b) => b.booking.id));
  const earliest = customerIds.length
    ? await db
        .select({ userId: bookings.userId, id: bookings.id, startsAt: bookings.startsAt })
        .from(bookings)
        .where(and(inArray(bookings.userId, customerIds), notInArray(bookings.status, ["cancelled", "no_show"])))
        .orderBy(asc(bookings.startsAt))
    : [];
  const firstOf = new Map<string, string>();
  for (const b of earliest) if (!firstOf.has(b.userId)) firstOf.set(b.userId, b.id);

  const blocks: ScheduleBlock[] = [];
  for (const slot of slots) {
    const row = slot.bookingId ? booked.find((b) => b.booking.id === slot.bookingId) : undefined;
    if (slot.state === "booked" && !row) continue;
    const day = clinicDayOf(slot.startsAt, clinic.timeZone);
    const startMinute = clinicMinuteOfDay(slot.startsAt, clinic.timeZone);
    const endsOnSameDay = clinicDayOf(new Date(slot.endsAt.getTime() - 1), clinic.timeZone) === day;
    const endMinute = endsOnSameDay ? clinicMinuteOfDay(slot.endsAt, clinic.timeZone) || 24 * 60 : 24 * 60;
    blocks.push({
      slotId: slot.id,
      chairId: slot.chairId,
      kind: row ? "booking" : "hold",
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      day,
      startMinute,
      endMinute: Math.max(endMinute, startMinute + 15),
      holdExpiresAt: row ? null : slot.expiresAt,
      booking: row
        ? {
            id: row.booking.id,
            number: row.booking.number,
            status: row.booking.status,
            customerName: `${row.firstName} ${row.lastName}`.trim(),
            customerPhone: row.phone,
            visit: visits.get(row.booking.id)!,
            durationMinutes: Math.round((row.booking.endsAt.getTime() - row.booking.startsAt.getTime()) / 60_000),
            orderId: row.order.id,
            orderNumber: row.order.number,
            currency: row.order.currency,
            totalCents: row.order.totalCents,
            paidCents: row.order.paidCents,
            leftToPayCents: row.order.leftToPayCents,
            firstVisit: firstOf.get(row.booking.userId) === row.booking.id,
            notes: row.order.notes,
          }
        : null,
    });
  }
  return blocks;
}
