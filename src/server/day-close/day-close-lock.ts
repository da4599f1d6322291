import "server-only";
import { and, eq } from "drizzle-orm";
import { clinics, dayCloses, users } from "@/db/schema";
import type { Tx } from "@/db/client";
import { clinicDayOf } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import { hasRole, type StaffActor } from "@/server/staff/actor";
import { staffNameColumn } from "@/server/staff/staff-name";

/** How a day stands with its cash-up when a payment dated on it is recorded or changed. */
export interface DayStanding {
  day: string;
  /** Closed by a manager: only a manager may go on (and the audit row says the day was closed). */
  closed: boolean;
}

/**
 * The one rule of a closed day (decision 235): recording or changing a payment dated `instant` at this clinic
 * is refused to reception once a manager has closed that clinic day, with the reason in words (DAY_CLOSED);
 * a manager or an administrator may still do it, and their audit row records that the day was closed.
 *
 * Takes the clinic's row FOR SHARE inside the caller's transaction: closing a day takes it FOR UPDATE, so a
 * payment and a close of the same clinic never interleave (the close either counts the payment or the payment
 * sees the close and is refused).
 */
export async function assertDayOpenFor(
  tx: Tx,
  actor: StaffActor,
  clinicId: number,
  instant: Date,
): Promise<DayStanding> {
  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .for("share");
  if (!clinic) throw new AppError("NOT_FOUND");
  const day = clinicDayOf(instant, clinic.timeZone);
  const [closed] = await tx
    .select({
      closedAt: dayCloses.closedAt,
      by: staffNameColumn(),
    })
    .from(dayCloses)
    .leftJoin(users, eq(users.id, dayCloses.closedById))
    .where(and(eq(dayCloses.clinicId, clinicId), eq(dayCloses.day, day)));
  if (!closed) return { day, closed: false };
  if (!hasRole(actor, "manager"))
    throw new AppError("DAY_CLOSED", { day: dayLabel(day), name: closed.by?.trim() || "a manager" });
  return { day, closed: true };
}

/** "Sunday 6 December 2026" for a clinic day. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}
