import { inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the race below is a real race on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { clinicMinuteOfDay } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import type { OutgoingMail, QueueMail } from "@/server/bookings/order-mail";
import type { Rhythm } from "@/config/programme-rhythm";
import { at, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { bookedChairSlots, customerWithProgramme, takenChairSlots } from "../../../tests/support/order-fixtures";
import { bookRemainingSessions, proposeRemainingSessions, type ProposedSession } from "./book-remaining-sessions";
import { listCustomerProgrammes } from "./list-customer-programmes";
import { codeOf, errorOf } from "../../../tests/support/app-errors";

// Dates in 2037 keep these chairs apart from every other test file sharing the database.
const BOUGHT = new Date("2037-01-02T12:00:00Z");
const DAY = 86_400_000;
const seeded = seededClinicIds("LONDON", "NEW_YORK");

/** A new customer's programme at the clinic, its first session at `firstAt`, bought on BOUGHT. */
const programmeFrom = (clinicId: number, firstAt: Date) => customerWithProgramme(clinicId, firstAt, BOUGHT);

/** Step one, as on the day the programme was bought. */
function propose(customer: { id: string }, programmeId: string, firstStartsAt: Date, rhythm: Rhythm = "weekly") {
  return proposeRemainingSessions(customer, { programmeId, firstStartsAt, rhythm }, { now: BOUGHT });
}

/** Step two, as on the day the programme was bought, with a fresh holder key. */
function book(
  customer: { id: string },
  programmeId: string,
  times: { sessionId: string; startsAt: Date }[],
  queueMail?: QueueMail,
) {
  return bookRemainingSessions(customer, { programmeId, times, holderKey: holderKey() }, { now: BOUGHT, queueMail });
}

/** The proposed times, confirmed as proposed. */
function timesOf(proposals: ProposedSession[]) {
  return proposals.map((p) => ({ sessionId: p.sessionId, startsAt: p.startsAt }));
}

describe("book all remaining sessions in one flow", () => {
  it("proposes one time a week at the same clinic wall time across a daylight-saving change, books all four, one mail with one .ics of four events", async () => {
    const { customer, programme } = await programmeFrom(seeded.LONDON, at("2037-03-02", "10:00", "Europe/London"));
    // London moves its clocks on 29 March 2037: the weekly 10:00 stays 10:00 in the clinic.
    const first = at("2037-03-16", "10:00", "Europe/London");
    const { intervalDays, proposals } = await propose(customer, programme.id, first);
    expect(intervalDays).toBe(7);
    expect(proposals.map((p) => p.sessionNumber)).toEqual([2, 3, 4, 5]);
    expect(proposals.every((p) => p.free && p.alternatives.length === 0)).toBe(true);
    expect(proposals.map((p) => clinicMinuteOfDay(p.startsAt, "Europe/London"))).toEqual([600, 600, 600, 600]);
    expect(proposals.map((p) => p.startsAt.toISOString())).toEqual([
      "2037-03-16T10:00:00.000Z",
      "2037-03-23T10:00:00.000Z",
      "2037-03-30T09:00:00.000Z",
      "2037-04-06T09:00:00.000Z",
    ]);

    const mails: OutgoingMail[] = [];
    const booked = await book(customer, programme.id, timesOf(proposals), async (_tx, mail) => void mails.push(mail));
    expect(booked.map((b) => b.sessionNumber)).toEqual([2, 3, 4, 5]);
    expect(new Set(booked.map((b) => b.bookingId)).size).toBe(4);
    // each session its own booking on its own chair
    const slots = await bookedChairSlots(booked.map((b) => b.bookingId));
    expect(slots).toHaveLength(4);
    const rows = await getDb()
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          booked.map((b) => b.bookingId),
        ),
      );
    expect(rows.every((r) => r.priceCents === 0 && r.status === "confirmed" && r.userId === customer.id)).toBe(true);
    // one mail listing every session, one calendar file with every event
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe("sessions-confirmation");
    for (const b of booked) expect(mails[0]!.text).toContain(b.bookingNumber);
    expect(mails[0]!.text).toContain("included in your programme");
    expect(mails[0]!.text).not.toContain("$0");
    const ics = mails[0]!.attachments[0]!.content;
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain("DTSTART:20370330T090000Z");
    for (const b of booked) expect(ics).toContain(`UID:${b.bookingNumber}@aurumclinic.com`);

    const [after] = await listCustomerProgrammes(customer.id, BOUGHT);
    expect(after!.usedCount).toBe(5);
    expect(after!.sessions.every((s) => s.status === "booked")).toBe(true);
  });

  it("the programme's recommended interval spaces the sessions as the clinic advises (every two weeks for this one)", async () => {
    const { customer, programme } = await programmeFrom(seeded.LONDON, at("2037-02-02", "11:00", "Europe/London"));
    const first = at("2037-02-09", "11:00", "Europe/London");
    const { intervalDays, proposals } = await propose(customer, programme.id, first, "recommended");
    expect(intervalDays).toBe(14);
    expect(proposals.map((p) => (p.startsAt.getTime() - first.getTime()) / DAY)).toEqual([0, 14, 28, 42]);
  });

  it("marks a taken time, offers the nearest free times, and books with the one chosen instead", async () => {
    const { customer, programme } = await programmeFrom(seeded.NEW_YORK, at("2037-05-04", "10:00", "America/New_York"));
    const taken = at("2037-05-25", "14:00", "America/New_York");
    // New York has three chairs: three other customers take 14:00 on the day of session 4
    for (let i = 0; i < 3; i++) await programmeFrom(seeded.NEW_YORK, taken);
    const first = at("2037-05-11", "14:00", "America/New_York");
    const { proposals } = await propose(customer, programme.id, first);
    expect(proposals.map((p) => p.free)).toEqual([true, true, false, true]);
    const blocked = proposals[2]!;
    expect(blocked.startsAt.toISOString()).toBe(taken.toISOString());
    expect(blocked.alternatives).toHaveLength(3);
    // the nearest free starts (every 30 minutes): a 120-minute visit must not overlap 14:00-16:00; 11:30 and 16:30 tie, the earlier wins
    expect(blocked.alternatives.map((a) => a.toISOString())).toEqual(
      [
        at("2037-05-25", "12:00", "America/New_York"),
        at("2037-05-25", "16:00", "America/New_York"),
        at("2037-05-25", "11:30", "America/New_York"),
      ]
        .map((d) => d.toISOString())
        .sort(),
    );

    // confirming the taken time books nothing at all
    const asProposed = timesOf(proposals);
    const refused = await errorOf(book(customer, programme.id, asProposed));
    expect(refused.code).toBe("SESSION_TIME_TAKEN");
    expect(refused.values).toEqual({ session: 4 });
    expect((await listCustomerProgrammes(customer.id, BOUGHT))[0]!.usedCount).toBe(1);

    const chosen = asProposed.map((t, i) => (i === 2 ? { ...t, startsAt: blocked.alternatives[0]! } : t));
    const booked = await book(customer, programme.id, chosen);
    expect(booked).toHaveLength(4);
    expect(booked.find((b) => b.sessionNumber === 4)!.startsAt.toISOString()).toBe(
      blocked.alternatives[0]!.toISOString(),
    );
  });

  it("two customers racing for the last chair: one books all their sessions, the other books none and is told which session to move", async () => {
    const contested = at("2037-06-15", "10:00", "America/New_York");
    const fillers = [await programmeFrom(seeded.NEW_YORK, contested), await programmeFrom(seeded.NEW_YORK, contested)];
    expect(fillers).toHaveLength(2);
    const a = await programmeFrom(seeded.NEW_YORK, at("2037-06-01", "09:00", "America/New_York"));
    const b = await programmeFrom(seeded.NEW_YORK, at("2037-06-01", "12:00", "America/New_York"));
    // both want 10:00 weekly from 8 June: their second proposal is the contested last chair
    const plans = await Promise.all(
      [a, b].map(async (x) => {
        const { proposals } = await propose(x.customer, x.programme.id, at("2037-06-08", "10:00", "America/New_York"));
        expect(proposals[1]!.startsAt.toISOString()).toBe(contested.toISOString());
        expect(proposals[1]!.free).toBe(true);
        return { x, times: timesOf(proposals) };
      }),
    );
    const results = await Promise.allSettled(plans.map((p) => book(p.x.customer, p.x.programme.id, p.times)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loserIndex = results.findIndex((r) => r.status === "rejected");
    const reason = (results[loserIndex] as PromiseRejectedResult).reason as AppError;
    expect(reason.code).toBe("SESSION_TIME_TAKEN");
    expect(reason.values).toEqual({ session: 3 });
    // all or nothing: the loser holds no chair and every session is still to book
    const loser = plans[loserIndex]!.x;
    expect((await listCustomerProgrammes(loser.customer.id, BOUGHT))[0]!.sessions.map((s) => s.status)).toEqual([
      "booked",
      "to_book",
      "to_book",
      "to_book",
      "to_book",
    ]);
    const live = await takenChairSlots(seeded.NEW_YORK, contested);
    expect(live).toHaveLength(3);
    // asked again, the loser sees the contested time taken, with free times offered
    const again = await propose(loser.customer, loser.programme.id, at("2037-06-08", "10:00", "America/New_York"));
    expect(again.proposals[1]!.free).toBe(false);
    expect(again.proposals[1]!.alternatives.length).toBeGreaterThan(0);
  });

  it("another customer's programme or session answers NOT_FOUND exactly like a missing one, and books nothing", async () => {
    const owner = await programmeFrom(seeded.LONDON, at("2037-07-06", "10:00", "Europe/London"));
    const stranger = await programmeFrom(seeded.LONDON, at("2037-07-06", "13:00", "Europe/London"));
    const first = at("2037-07-13", "10:00", "Europe/London");
    const ownersSecondSession = [{ sessionId: owner.programme.sessions[1]!.id, startsAt: first }];
    for (const programmeId of [owner.programme.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect(await codeOf(propose(stranger.customer, programmeId, first))).toBe("NOT_FOUND");
      expect(await codeOf(book(stranger.customer, programmeId, ownersSecondSession))).toBe("NOT_FOUND");
    }
    // the stranger's own programme id with the owner's session: still NOT_FOUND
    expect(await codeOf(book(stranger.customer, stranger.programme.id, ownersSecondSession))).toBe("NOT_FOUND");
    expect((await listCustomerProgrammes(owner.customer.id, BOUGHT))[0]!.usedCount).toBe(1);
  });
});
