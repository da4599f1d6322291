import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinics, dayCloses } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { dayPayments, grandTotalsOf, resolveDayCloseClinic, totalsOf } from "./get-day-close";

export const closeDaySchema = z.object({
  clinic: z.string().trim().min(1, "staff.dayClose.invalidClinic").max(40, "staff.dayClose.invalidClinic"),
  day: z.iso.date("staff.dayClose.invalidDay"),
});

/**
 * A manager (or an administrator) closes a clinic day's takings (decision 235): the totals by means of payment
 * are kept with the close, the audit log records who closed which day with those totals, and from then on a
 * payment dated that day needs a manager to record or change (`assertDayOpenFor`). Only a day that has begun in
 * the clinic's zone can be closed (a later one: VALIDATION on the day). Closing a closed day changes nothing
 * (the first close stands). Reception: FORBIDDEN; another clinic: NOT_FOUND.
 */
export async function closeDay(
  actor: StaffActor,
  input: z.input<typeof closeDaySchema>,
  now = new Date(),
): Promise<{ alreadyClosed: boolean }> {
  assertRole(actor, "manager");
  const data = closeDaySchema.parse(input);
  const { clinic, today } = await resolveDayCloseClinic(actor, { clinic: data.clinic }, now);
  if (data.day > today) throw new AppError("VALIDATION", {}, { day: "staff.dayClose.notYet" });
  return getDb().transaction(async (tx) => {
    // Payments of this clinic take its row FOR SHARE: none is half-way while the totals are read.
    await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinic.id)).for("update");
    const [existing] = await tx
      .select({ day: dayCloses.day })
      .from(dayCloses)
      .where(and(eq(dayCloses.clinicId, clinic.id), eq(dayCloses.day, data.day)));
    if (existing) return { alreadyClosed: true };
    const { payments, refunds } = await dayPayments(tx, clinic, data.day);
    const totals = totalsOf(payments);
    await tx
      .insert(dayCloses)
      .values({ clinicId: clinic.id, day: data.day, closedById: actor.userId, closedAt: now, totals });
    await recordAudit(
      tx,
      actor,
      {
        action: "day.close",
        entity: "clinic_day",
        entityId: `${clinic.slug}:${data.day}`,
        clinicId: clinic.id,
        after: {
          day: data.day,
          totals,
          grandTotals: grandTotalsOf(totals),
          payments: payments.length,
          refunds: refunds.length,
        },
      },
      now,
    );
    return { alreadyClosed: false };
  });
}
