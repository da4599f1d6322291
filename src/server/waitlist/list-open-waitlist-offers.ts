import "server-only";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chairSlots, clinicChairs, users, waitlistEntries } from "@/db/schema";
import { localizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { clinicFilter, type StaffActor } from "@/server/staff/actor";

export interface OpenWaitlistOffer {
  id: string;
  clinicId: number;
  customerName: string;
  /** What they wait for: the basket they joined with, named in English (the back office's language, decision 130). */
  treatments: { title: string; quantity: number }[];
  /** The clinic day of the time held ("YYYY-MM-DD"). */
  day: string;
  /** The time held for them, and the chair it is held on. */
  startsAt: Date;
  endsAt: Date;
  chair: string | null;
  /** Held until then; the next in line is offered it after (offer-freed-times.ts). */
  expiresAt: Date;
}

/**
 * The waitlist's offers still open (a freed time held for someone, not yet taken or lapsed) at this person's
 * clinics, whatever day the time is on, the soonest to lapse first: the desk can call them before the offer moves on.
 * Another clinic's offers are never read (a receptionist's clinics only; every clinic for an administrator).
 */
export async function listOpenWaitlistOffers(actor: StaffActor, now = new Date()): Promise<OpenWaitlistOffer[]> {
  const scope = clinicFilter(actor);
  if (scope && scope.length === 0) return [];
  const rows = await getDb()
    .select({
      id: waitlistEntries.id,
      clinicId: waitlistEntries.clinicId,
      firstName: users.firstName,
      lastName: users.lastName,
      lines: waitlistEntries.lines,
      day: waitlistEntries.day,
      durationMinutes: waitlistEntries.durationMinutes,
      startsAt: waitlistEntries.offerStartsAt,
      expiresAt: waitlistEntries.offerExpiresAt,
      slotEndsAt: chairSlots.endsAt,
      chair: clinicChairs.label,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(chairSlots, eq(chairSlots.id, waitlistEntries.holdSlotId))
    .leftJoin(clinicChairs, eq(clinicChairs.id, chairSlots.chairId))
    .where(
      and(
        eq(waitlistEntries.state, "offered"),
        gt(waitlistEntries.offerExpiresAt, now),
        scope ? inArray(waitlistEntries.clinicId, scope) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.offerExpiresAt), asc(waitlistEntries.id));
  const names = localizedCatalogue("en");
  return rows.flatMap((r) =>
    r.startsAt && r.expiresAt
      ? [
          {
            id: r.id,
            clinicId: r.clinicId,
            customerName: `${r.firstName} ${r.lastName}`.trim(),
            treatments: r.lines.map((l) => ({
              title: names.lineTitle(l.code, l.code, l.optionCode ? { code: l.optionCode, name: l.optionCode } : null),
              quantity: l.quantity,
            })),
            day: r.day,
            startsAt: r.startsAt,
            endsAt: r.slotEndsAt ?? new Date(r.startsAt.getTime() + r.durationMinutes * 60_000),
            chair: r.chair,
            expiresAt: r.expiresAt,
          },
        ]
      : [],
  );
}
