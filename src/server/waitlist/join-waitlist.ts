import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { waitlistEntries } from "@/db/schema";
import { locales } from "@/i18n/locales";
import { assertWithinAvailabilityWindow } from "@/server/availability/booking-rules";
import { isClinicDay } from "@/shared/clinic-time";
import { basketSchema } from "@/server/basket/basket-schema";
import { assertCheckoutable, resolveBasketLines } from "@/server/basket/resolve-basket-lines";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { formNested } from "@/server/input/payload-fields";
import { visitDurationMinutes } from "@/server/pricing/price-order";
import {
  busyOnDay,
  closedOnDay,
  MAX_ACTIVE_ENTRIES,
  offerableStarts,
  windowStarts,
  windowStillAhead,
} from "./waitlist-rules";
import { waitlistWindows, type WaitlistWindow } from "@/shared/waitlist-windows";

export const joinWaitlistSchema = z.object({
  clinicId: clinicIdField,
  day: z
    .string({ message: "waitlist.join.dayRequired" })
    .max(10, { message: "waitlist.join.dayRequired" })
    .refine(isClinicDay, { message: "waitlist.join.dayRequired" }),
  window: z.enum(waitlistWindows, { message: "waitlist.join.windowRequired" }),
  lines: formNested(basketSchema.min(1, { message: "errors.app.basketEmpty" })),
  /** The language of the offer mail; the API answer's language when not given. */
  locale: z.enum(locales).optional(),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

/** A visit of at most twelve hours can wait for a time (the database refuses longer ones too). */
const LONGEST_MINUTES = 12 * 60;

const ACTIVE = ["waiting", "offered"] as const;

/**
 * Put a signed-in customer on the waitlist of a clinic day's window (decision 183), with the basket they want
 * booked. Idempotent: joining again (or 100 times at once) answers the entry already there. Refused: a day outside
 * the booking horizon (the availability window), a window the clinic has no standard hours in that day or is closed
 * in (closures), one too close to offer (LEAD_TIME with the clinic's phone and e-mail), one with a time free now (choose it instead), a
 * basket that cannot be booked, and an eleventh active entry (WAITLIST_LIMIT, counted under the customer's lock).
 */
export async function joinWaitlist(
  customer: { id: string },
  raw: JoinWaitlistInput,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const input = joinWaitlistSchema.parse(raw);
  assertWithinAvailabilityWindow(input.day, "day", now);
  const clinic = await getBookingClinic(input.clinicId);
  if (!clinic) throw new AppError("CLINIC_REQUIRED", {}, { clinicId: "booking.form.selectClinic" });
  if (windowStarts(clinic, input.day, input.window).length === 0)
    throw new AppError("VALIDATION", {}, { window: "waitlist.join.windowClosed" });
  if (!windowStillAhead(clinic, input.day, input.window, now))
    throw new AppError("LEAD_TIME", { phone: clinic.phone, email: clinic.email });

  const existing = await findActive(customer.id, clinic.id, input.day, input.window);
  if (existing) return { id: existing, created: false };

  const lines = await resolveBasketLines(input.lines, getDb(), "en", clinic.id, now);
  assertCheckoutable(lines);
  const durationMinutes = visitDurationMinutes(lines);
  if (durationMinutes < 5 || durationMinutes > LONGEST_MINUTES)
    throw new AppError("VALIDATION", {}, { lines: "waitlist.join.tooLong" });
  const [closed, busy] = await Promise.all([
    closedOnDay(clinic, input.day, durationMinutes),
    busyOnDay(clinic, input.day, durationMinutes, now),
  ]);
  // Closed that day (a closure, a chair out of service): no booking will ever free a time there.
  if (offerableStarts(clinic, input.day, input.window, durationMinutes, closed, now).length === 0) {
    throw new AppError("VALIDATION", {}, { window: "waitlist.join.windowClosed" });
  }
  if (offerableStarts(clinic, input.day, input.window, durationMinutes, busy, now).length > 0) {
    throw new AppError("VALIDATION", {}, { window: "waitlist.join.timesFree" });
  }

  return getDb().transaction(async (tx) => {
    // One customer's joins one after another: the count and the insert cannot be overtaken by a parallel join.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist-customer:${customer.id}`}))`);
    const [again] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.userId, customer.id),
          eq(waitlistEntries.clinicId, clinic.id),
          eq(waitlistEntries.day, input.day),
          eq(waitlistEntries.window, input.window),
          inArray(waitlistEntries.state, ACTIVE),
        ),
      );
    if (again) return { id: again.id, created: false };
    const [active] = await tx
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.userId, customer.id), inArray(waitlistEntries.state, ACTIVE)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_ENTRIES) throw new AppError("WAITLIST_LIMIT", { max: MAX_ACTIVE_ENTRIES });
    const [row] = await tx
      .insert(waitlistEntries)
      .values({
        userId: customer.id,
        clinicId: clinic.id,
        day: input.day,
        window: input.window,
        durationMinutes,
        lines: lines.map((l) => ({ code: l.code, optionCode: l.optionCode, quantity: l.quantity })),
        locale: input.locale ?? "en",
        joinedAt: now,
      })
      .returning({ id: waitlistEntries.id });
    return { id: row!.id, created: true };
  });
}

async function findActive(
  userId: string,
  clinicId: number,
  day: string,
  window: WaitlistWindow,
): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.clinicId, clinicId),
        eq(waitlistEntries.day, day),
        eq(waitlistEntries.window, window),
        inArray(waitlistEntries.state, ACTIVE),
      ),
    );
  return row?.id ?? null;
}
