import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinicChairs, clinicClosures, clinics } from "@/db/schema";
import {
  clockText,
  EARLIEST_STANDARD_START,
  isWeeklyHours,
  LATEST_STANDARD_START,
  minuteOfClock,
  SLOT_STEP_MINUTES,
  type DayHours,
  type WeeklyHours,
} from "@/config/booking-hours";
import { clinicDayOf, clinicDayRange } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, clinicFilter, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { checkboxField, dayField, idField, shortText } from "@/server/staff/staff-fields";

/**
 * A clinic as its managers run it (issue 10): chairs, the out-of-hours offer and closures. Every change
 * is for managers of that clinic (admins: every clinic) and written to the audit log in its transaction.
 */

export interface StaffClinicSummary {
  id: number;
  slug: string;
  name: string;
  timeZone: string;
}

export async function listClinicsForStaff(actor: StaffActor): Promise<StaffClinicSummary[]> {
  const only = clinicFilter(actor);
  return getDb()
    .select({ id: clinics.id, slug: clinics.slug, name: clinics.name, timeZone: clinics.timeZone })
    .from(clinics)
    .where(only ? inArray(clinics.id, only.length ? only : [-1]) : undefined)
    .orderBy(asc(clinics.sortOrder), asc(clinics.id));
}

export interface StaffClinicDetail extends StaffClinicSummary {
  outOfHours: boolean;
  weeklyHours: WeeklyHours;
  chairs: { id: number; label: string; active: boolean }[];
  closures: {
    id: number;
    chairId: number | null;
    chairLabel: string | null;
    startsOn: string;
    endsOn: string;
    reason: string;
  }[];
}

/** A clinic's chairs and its closures that have not ended by today (at the clinic). */
export async function getClinicForStaff(actor: StaffActor, slug: string, now = new Date()): Promise<StaffClinicDetail> {
  assertRole(actor, "manager");
  const db = getDb();
  const [clinic] = await db.select().from(clinics).where(eq(clinics.slug, slug));
  assertClinic(actor, clinic?.id);
  const chairs = await db
    .select({ id: clinicChairs.id, label: clinicChairs.label, active: clinicChairs.active })
    .from(clinicChairs)
    .where(eq(clinicChairs.clinicId, clinic!.id))
    .orderBy(asc(clinicChairs.id));
  const closures = await db
    .select({
      id: clinicClosures.id,
      chairId: clinicClosures.chairId,
      startsOn: clinicClosures.startsOn,
      endsOn: clinicClosures.endsOn,
      reason: clinicClosures.reason,
    })
    .from(clinicClosures)
    .where(and(eq(clinicClosures.clinicId, clinic!.id), gte(clinicClosures.endsOn, clinicDayOf(now, clinic!.timeZone))))
    .orderBy(asc(clinicClosures.startsOn));
  return {
    id: clinic!.id,
    slug: clinic!.slug,
    name: clinic!.name,
    timeZone: clinic!.timeZone,
    outOfHours: clinic!.outOfHours,
    weeklyHours: clinic!.weeklyHours,
    chairs,
    closures: closures.map((c) => ({
      ...c,
      chairLabel: chairs.find((chair) => chair.id === c.chairId)?.label ?? null,
    })),
  };
}

export const addChairSchema = z.object({ clinicId: idField, label: shortText("chairLabelRequired", 40) });

export async function addChair(
  actor: StaffActor,
  raw: z.input<typeof addChairSchema>,
  now = new Date(),
): Promise<{ chairId: number }> {
  assertRole(actor, "manager");
  const input = addChairSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  return getDb().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: clinicChairs.id })
      .from(clinicChairs)
      .where(and(eq(clinicChairs.clinicId, input.clinicId), eq(clinicChairs.label, input.label)));
    if (taken) throw new AppError("VALIDATION", {}, { label: "chairLabelTaken" });
    const [row] = await tx
      .insert(clinicChairs)
      .values({ clinicId: input.clinicId, label: input.label })
      .returning({ id: clinicChairs.id });
    await recordAudit(
      tx,
      actor,
      {
        action: "clinic.chair_add",
        entity: "clinic_chair",
        entityId: row!.id,
        clinicId: input.clinicId,
        before: null,
        after: { label: input.label, active: true },
      },
      now,
    );
    return { chairId: row!.id };
  });
}

export const setChairActiveSchema = z.object({ chairId: idField, active: checkboxField });

/** Deactivate (or bring back) a chair: the site stops offering it; bookings already on it stay. */
export async function setChairActive(
  actor: StaffActor,
  raw: z.input<typeof setChairActiveSchema>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const input = setChairActiveSchema.parse(raw);
  await getDb().transaction(async (tx) => {
    const [chair] = await tx.select().from(clinicChairs).where(eq(clinicChairs.id, input.chairId)).for("update");
    assertClinic(actor, chair?.clinicId);
    await tx.update(clinicChairs).set({ active: input.active }).where(eq(clinicChairs.id, input.chairId));
    await recordAudit(
      tx,
      actor,
      {
        action: "clinic.chair_active",
        entity: "clinic_chair",
        entityId: input.chairId,
        clinicId: chair!.clinicId,
        before: { active: chair!.active },
        after: { active: input.active },
      },
      now,
    );
  });
}

type ClinicSettings = Pick<typeof clinics.$inferSelect, "outOfHours" | "weeklyHours">;

/** Change some of a clinic's settings (its row locked), audited as `action` with the values before and after. */
async function changeClinicSettings(
  actor: StaffActor,
  clinicId: number,
  action: string,
  after: Partial<ClinicSettings>,
  now: Date,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [clinic] = await tx
      .select({ outOfHours: clinics.outOfHours, weeklyHours: clinics.weeklyHours })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .for("update");
    if (!clinic) throw new AppError("NOT_FOUND");
    await tx.update(clinics).set(after).where(eq(clinics.id, clinicId));
    const before = Object.fromEntries(Object.keys(after).map((key) => [key, clinic[key as keyof ClinicSettings]]));
    await recordAudit(tx, actor, { action, entity: "clinic", entityId: clinicId, clinicId, before, after }, now);
  });
}

export const setOutOfHoursSchema = z.object({ clinicId: idField, outOfHours: checkboxField });

/** Whether the clinic offers out-of-hours starts (with their surcharges, src/config/booking-hours.ts). */
export async function setOutOfHours(
  actor: StaffActor,
  raw: z.input<typeof setOutOfHoursSchema>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const input = setOutOfHoursSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  await changeClinicSettings(actor, input.clinicId, "clinic.out_of_hours", { outOfHours: input.outOfHours }, now);
}

/** The weekdays as the hours form names its fields, Monday first (the order of WeeklyHours). */
export const weekdayKeys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** "HH:MM" on the half hour from 07:00 to 22:30: a standard start (decision 167). */
const standardStartField = z
  .string("hoursFormat")
  .trim()
  .regex(/^\d{2}:\d{2}$/, "hoursFormat")
  .transform(minuteOfClock)
  .refine(
    (m) => m >= EARLIEST_STANDARD_START && m <= LATEST_STANDARD_START && m % SLOT_STEP_MINUTES === 0,
    "hoursFormat",
  );

const dayHoursShape = Object.fromEntries(
  weekdayKeys.flatMap((d) => [
    [`${d}Open`, checkboxField],
    [`${d}First`, standardStartField.optional()],
    [`${d}Last`, standardStartField.optional()],
  ]),
) as Record<string, z.ZodType<unknown, unknown>>;

export const setClinicHoursSchema = z
  .object({ clinicId: idField, ...dayHoursShape })
  .superRefine((v, ctx) => {
    const value = v as Record<string, unknown>;
    for (const d of weekdayKeys) {
      if (!value[`${d}Open`]) continue;
      const first = value[`${d}First`] as number | undefined;
      const last = value[`${d}Last`] as number | undefined;
      if (first === undefined) ctx.addIssue({ code: "custom", path: [`${d}First`], message: "hoursFormat" });
      if (last === undefined) ctx.addIssue({ code: "custom", path: [`${d}Last`], message: "hoursFormat" });
      if (first !== undefined && last !== undefined && last < first)
        ctx.addIssue({ code: "custom", path: [`${d}Last`], message: "hoursOrder" });
    }
  })
  .transform((v) => {
    const value = v as Record<string, unknown>;
    const weeklyHours: (DayHours | null)[] = weekdayKeys.map((d) =>
      value[`${d}Open`] ? { first: value[`${d}First`] as number, last: value[`${d}Last`] as number } : null,
    );
    return { clinicId: v.clinicId as number, weeklyHours };
  });

/** "Mon 09:00–20:00, …, Sun closed": weekly hours as the audit log and the clinic screen show them. */
export function weeklyHoursText(hours: WeeklyHours): string {
  return weekdayKeys
    .map(
      (d, i) =>
        `${d[0]!.toUpperCase()}${d.slice(1)} ${hours[i] ? `${clockText(hours[i]!.first)}–${clockText(hours[i]!.last)}` : "closed"}`,
    )
    .join(", ");
}

/**
 * A clinic's standard hours per weekday (first and last start, or closed). Availability, pricing bands, the time
 * picker and reservations read them from the next request; bookings already made stay where they are.
 */
export async function setClinicHours(
  actor: StaffActor,
  raw: Record<string, string | undefined>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const input = setClinicHoursSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  if (!isWeeklyHours(input.weeklyHours)) throw new AppError("VALIDATION");
  await changeClinicSettings(actor, input.clinicId, "clinic.hours", { weeklyHours: input.weeklyHours }, now);
}

export const addClosureSchema = z
  .object({
    clinicId: idField,
    /** "" closes the whole clinic. */
    chairId: z
      .union([z.literal("").transform(() => null), idField])
      .optional()
      .transform((v) => v ?? null),
    startsOn: dayField,
    endsOn: dayField,
    reason: shortText("reasonRequired"),
  })
  .refine((v) => v.endsOn >= v.startsOn, { path: ["endsOn"], message: "endBeforeStart" });

/**
 * Close the clinic (a holiday) or one chair (out of service) for clinic days startsOn..endsOn. The days'
 * bounds are fixed in the clinic's zone now; availability and reservations respect them from the commit.
 */
export async function addClosure(
  actor: StaffActor,
  raw: z.input<typeof addClosureSchema>,
  now = new Date(),
): Promise<{ closureId: number }> {
  assertRole(actor, "manager");
  const input = addClosureSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  return getDb().transaction(async (tx) => {
    const [clinic] = await tx
      .select({ timeZone: clinics.timeZone })
      .from(clinics)
      .where(eq(clinics.id, input.clinicId));
    if (!clinic) throw new AppError("NOT_FOUND");
    if (input.chairId != null) {
      const [chair] = await tx
        .select({ id: clinicChairs.id })
        .from(clinicChairs)
        .where(and(eq(clinicChairs.id, input.chairId), eq(clinicChairs.clinicId, input.clinicId)));
      if (!chair) throw new AppError("VALIDATION", {}, { chairId: "chairUnknown" });
    }
    const startsAt = clinicDayRange(input.startsOn, clinic.timeZone).start;
    const endsAt = clinicDayRange(input.endsOn, clinic.timeZone).end;
    const [row] = await tx
      .insert(clinicClosures)
      .values({
        clinicId: input.clinicId,
        chairId: input.chairId,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        startsAt,
        endsAt,
        reason: input.reason,
        createdAt: now,
      })
      .returning({ id: clinicClosures.id });
    const after = { chairId: input.chairId, startsOn: input.startsOn, endsOn: input.endsOn };
    await recordAudit(
      tx,
      actor,
      {
        action: "clinic.closure_add",
        entity: "clinic_closure",
        entityId: row!.id,
        clinicId: input.clinicId,
        before: null,
        after,
        reason: input.reason,
      },
      now,
    );
    return { closureId: row!.id };
  });
}

/** Reopen: remove a closure (the chair or clinic is offered again at once). */
export async function removeClosure(
  actor: StaffActor,
  raw: { closureId: string | number },
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const closureId = idField.parse(raw.closureId);
  await getDb().transaction(async (tx) => {
    const [closure] = await tx.select().from(clinicClosures).where(eq(clinicClosures.id, closureId)).for("update");
    assertClinic(actor, closure?.clinicId);
    await tx.delete(clinicClosures).where(eq(clinicClosures.id, closureId));
    const before = { chairId: closure!.chairId, startsOn: closure!.startsOn, endsOn: closure!.endsOn };
    await recordAudit(
      tx,
      actor,
      {
        action: "clinic.closure_remove",
        entity: "clinic_closure",
        entityId: closureId,
        clinicId: closure!.clinicId,
        before,
        after: null,
        reason: closure!.reason,
      },
      now,
    );
  });
}
