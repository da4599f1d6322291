import "server-only";
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { env } from "@/config/env";
import { areaOfClinic, defaultArea, type Area } from "@/config/site";
import { getDb } from "@/db/client";
import { bookings, users, waitlistEntries } from "@/db/schema";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { clinicDayRange, clinicMinuteOfDay, formatClinicTime } from "@/shared/clinic-time";
import { reserveChair } from "@/server/availability/reserve-chair";
import { resolveBasketLines } from "@/server/basket/resolve-basket-lines";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import { isAppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { offerHolderKey, releaseOfferHold } from "./offer-hold";
import { busyOnDay, OFFER_MINUTES, offerableStarts, windowStillAhead } from "./waitlist-rules";
import { windowOf } from "@/shared/waitlist-windows";
import { formatTag } from "@/i18n/formats";

export interface OfferFreedTimesOptions {
  now?: Date;
  /** Only entries of these clinics (and days): tests that share the database with others. */
  onlyClinicIds?: number[];
  onlyDays?: string[];
  /** Clinic days looked at in one run (soonest first): each costs one availability query. */
  maxDays?: number;
}

export interface OfferRun {
  offered: number;
  lapsed: number;
  expired: number;
  booked: number;
  purged: number;
}

type Entry = typeof waitlistEntries.$inferSelect;

/** Ended entries are kept this long (the back office and "Download my data" show them), then deleted. */
const KEEP_ENDED_MS = 30 * 24 * 3_600_000;
/** Entries of one clinic day looked at in one run, first in line first. */
const ENTRIES_PER_DAY = 200;

/**
 * The waitlist worker's run, in the housekeeping tick once a minute (decision 183), safe in every instance at once:
 * 1. offers whose 30 minutes have run out are claimed (FOR UPDATE SKIP LOCKED), end as lapsed and free their chair;
 * 2. per clinic day with entries waiting (soonest first): entries whose window can no longer be offered end as
 *    expired, entries whose customer has since booked a visit in that window end as booked; then, first in line
 *    first, each entry is offered the earliest time in its window that is free for its duration (the availability
 *    rule: a cancellation, an expired hold or order, a closure lifted or longer hours all show up here). The entry
 *    is claimed with FOR UPDATE SKIP LOCKED and its chair held with reserveChair in the same transaction as the
 *    offer mail, so two workers never offer one entry twice, and the exclusion constraint never lets them offer
 *    one chair twice;
 * 3. entries ended more than 30 days ago are deleted.
 */
export async function offerFreedTimes({
  now = new Date(),
  onlyClinicIds,
  onlyDays,
  maxDays = 50,
}: OfferFreedTimesOptions = {}): Promise<OfferRun> {
  const only = (
    column: SQL | typeof waitlistEntries.clinicId | typeof waitlistEntries.day,
    values?: readonly (string | number)[],
  ) => (values ? (values.length ? sql`${column} in ${values}` : sql`false`) : sql`true`);
  const scope = and(only(waitlistEntries.clinicId, onlyClinicIds), only(waitlistEntries.day, onlyDays));
  // The same scope in plain SQL (the claims below name their columns without the table).
  const rawScope = sql`${only(sql`clinic_id`, onlyClinicIds)} and ${only(sql`day`, onlyDays)}`;
  const run: OfferRun = { offered: 0, lapsed: await lapseEndedOffers(now, rawScope), expired: 0, booked: 0, purged: 0 };

  // A day two UTC days back has ended in every time zone: no need to look at its availability.
  const yesterday = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const past = await getDb()
    .update(waitlistEntries)
    .set({ state: "expired", endedAt: now })
    .where(and(eq(waitlistEntries.state, "waiting"), lt(waitlistEntries.day, yesterday), scope))
    .returning({ id: waitlistEntries.id });
  run.expired += past.length;

  const days = await getDb()
    .selectDistinct({ clinicId: waitlistEntries.clinicId, day: waitlistEntries.day })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.state, "waiting"), scope))
    .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.clinicId))
    .limit(maxDays);
  for (const { clinicId, day } of days) {
    const clinic = await getBookingClinic(clinicId);
    if (clinic) await offerOnDay(clinic, day, now, run);
  }

  const purged = await getDb().execute(sql`
    delete from ${waitlistEntries} where id in (
      select id from ${waitlistEntries}
       where state not in ('waiting', 'offered') and ended_at < ${new Date(now.getTime() - KEEP_ENDED_MS).toISOString()}::timestamptz and ${rawScope}
       limit 500)`);
  run.purged = purged.rowCount ?? 0;
  return run;
}

/** Offers past their 30 minutes end as lapsed and let their chair go, so the next in line can be offered it. */
async function lapseEndedOffers(now: Date, scope: SQL): Promise<number> {
  return getDb().transaction(async (tx) => {
    const due = await tx.execute<{ id: string; hold_slot_id: string | null }>(sql`
      select id, hold_slot_id from ${waitlistEntries}
       where state = 'offered' and offer_expires_at <= ${now.toISOString()}::timestamptz and ${scope}
       order by offer_expires_at
       limit 100
       for update skip locked`);
    for (const entry of due.rows) {
      await releaseOfferHold(tx, entry.id, entry.hold_slot_id);
      await tx.update(waitlistEntries).set({ state: "lapsed", endedAt: now }).where(eq(waitlistEntries.id, entry.id));
    }
    return due.rows.length;
  });
}

async function endEntries(ids: string[], state: "expired" | "booked", now: Date): Promise<number> {
  if (!ids.length) return 0;
  const ended = await getDb()
    .update(waitlistEntries)
    .set({ state, endedAt: now })
    .where(and(inArray(waitlistEntries.id, ids), eq(waitlistEntries.state, "waiting")))
    .returning({ id: waitlistEntries.id });
  return ended.length;
}

async function offerOnDay(clinic: BookingClinic, day: string, now: Date, run: OfferRun): Promise<void> {
  const waiting = await getDb()
    .select()
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.clinicId, clinic.id), eq(waitlistEntries.day, day), eq(waitlistEntries.state, "waiting")),
    )
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .limit(ENTRIES_PER_DAY);

  const tooLate = waiting.filter((e) => !windowStillAhead(clinic, day, e.window, now));
  run.expired += await endEntries(
    tooLate.map((e) => e.id),
    "expired",
    now,
  );
  let line = waiting.filter((e) => !tooLate.includes(e));
  if (!line.length) return;

  // Booked a visit in the window some other way (the basket, the phone desk): nothing left to wait for.
  const { start, end } = clinicDayRange(day, clinic.timeZone);
  const visits = await getDb()
    .select({ userId: bookings.userId, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.clinicId, clinic.id),
        inArray(bookings.userId, [...new Set(line.map((e) => e.userId))]),
        inArray(bookings.status, ["confirmed", "awaiting_payment", "arrived", "completed"]),
        gte(bookings.startsAt, start),
        lt(bookings.startsAt, end),
      ),
    );
  const booked = line.filter((e) =>
    visits.some((v) => v.userId === e.userId && windowOf(clinicMinuteOfDay(v.startsAt, clinic.timeZone)) === e.window),
  );
  run.booked += await endEntries(
    booked.map((e) => e.id),
    "booked",
    now,
  );
  line = line.filter((e) => !booked.includes(e));
  if (!line.length) return;

  const longest = Math.max(...line.map((e) => e.durationMinutes));
  let busy = await busyOnDay(clinic, day, longest, now);
  for (const entry of line) {
    // Two tries: a time taken meanwhile (another worker, a checkout) is read again and the next free one offered.
    for (let attempt = 0; attempt < 2; attempt++) {
      const [first] = offerableStarts(clinic, day, entry.window, entry.durationMinutes, busy, now);
      if (!first) break;
      const outcome = await offerTime(clinic, entry, first.startsAt, now);
      if (outcome.kind === "offered") {
        run.offered += 1;
        busy = [...busy, { chairId: outcome.chairId, startsAt: first.startsAt, endsAt: outcome.endsAt }];
        break;
      }
      if (outcome.kind === "skipped") break;
      busy = await busyOnDay(clinic, day, longest, now);
    }
  }
}

type Outcome = { kind: "offered"; chairId: number; endsAt: Date } | { kind: "skipped" } | { kind: "taken" };

/** Claim one waiting entry, hold the time for it for 30 minutes and queue the offer mail, all in one transaction. */
async function offerTime(clinic: BookingClinic, entry: Entry, startsAt: Date, now: Date): Promise<Outcome> {
  const locale: Locale = isLocale(entry.locale) ? entry.locale : defaultLocale;
  // Read before the transaction: the embedded database serves one transaction at a time (decision 090).
  const titles = (await resolveBasketLines(entry.lines, getDb(), locale, clinic.id, now)).map(
    (l) => `${l.quantity} × ${l.title}`,
  );
  const catalogue = await loadLocalizedCatalogue(locale);
  const endsAt = new Date(startsAt.getTime() + entry.durationMinutes * 60_000);
  const expiresAt = new Date(now.getTime() + OFFER_MINUTES * 60_000);
  try {
    return await getDb().transaction(async (tx): Promise<Outcome> => {
      const claimed = await tx.execute(
        sql`select id from ${waitlistEntries} where id = ${entry.id} and state = 'waiting' for update skip locked`,
      );
      if (!claimed.rows.length) return { kind: "skipped" };
      const [customer] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, entry.userId));
      if (!customer || customer.deletedAt) return { kind: "skipped" };
      const { slotId, chairId } = await reserveChair(tx, {
        clinicId: clinic.id,
        chairIds: clinic.chairIds,
        startsAt,
        endsAt,
        state: "held",
        holderKey: offerHolderKey(entry.id),
        clientAddress: null,
        expiresAt,
        now,
      });
      await tx
        .update(waitlistEntries)
        .set({ state: "offered", offerStartsAt: startsAt, offerExpiresAt: expiresAt, holdSlotId: slotId })
        .where(eq(waitlistEntries.id, entry.id));
      const area: Area = areaOfClinic(clinic.slug) ?? defaultArea;
      const when = formatClinicTime(startsAt, clinic.timeZone, formatTag(locale, area));
      await enqueueMail(tx, {
        to: customer.email,
        locale,
        template: "waitlist-offer",
        props: {
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          clinic: catalogue.clinicName(clinic.slug, clinic.name),
          address: `${clinic.street}, ${catalogue.clinicCity(clinic.slug, clinic.city)} ${clinic.postcode}`,
          date: when.date,
          time: when.time,
          zone: when.zone,
          until: formatClinicTime(expiresAt, clinic.timeZone, formatTag(locale, area)).time,
          minutes: OFFER_MINUTES,
          lines: titles,
          url: new URL(pathFor(area, locale, "account/waitlist"), env().SITE_URL).toString(),
          phone: clinic.phone,
          email: clinic.email,
        },
      });
      return { kind: "offered", chairId, endsAt };
    });
  } catch (error) {
    // Taken meanwhile, or the hours changed under the page: the caller reads the day again.
    if (isAppError(error) && (error.code === "SLOT_TAKEN" || error.code === "OUTSIDE_HOURS")) return { kind: "taken" };
    throw error;
  }
}
