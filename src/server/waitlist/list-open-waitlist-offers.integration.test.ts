/**
 * Issue 41: the staff home lists the waitlist's open offers (who, what, which time is held, until when) for the
 * clinics of the person looking, never another clinic's.
 */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { chairSlots, clinicChairs, waitlistEntries } from "@/db/schema";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { listOpenWaitlistOffers } from "./list-open-waitlist-offers";

const MINUTE = 60_000;
// Days of their own, far ahead: no other test holds these chairs then.
const NOW = new Date("2049-05-10T09:00:00Z");

/** A waitlist entry as the offer worker leaves it: offered, its time held on a chair until `expiresAt`. */
async function offer(input: {
  slug: string;
  zone: string;
  day: string;
  time: string;
  minutes: number;
  expiresAt: Date;
  firstName: string;
  lines: { code: string; optionCode: string | null; quantity: number }[];
  state?: "offered" | "waiting";
}) {
  const clinic = await clinicId(input.slug);
  const customer = await createCustomer({ firstName: input.firstName, lastName: "Waiting" });
  const startsAt = at(input.day, input.time, input.zone);
  const endsAt = new Date(startsAt.getTime() + input.minutes * MINUTE);
  const [chair] = await getDb()
    .select({ id: clinicChairs.id, label: clinicChairs.label })
    .from(clinicChairs)
    .where(and(eq(clinicChairs.clinicId, clinic), eq(clinicChairs.active, true)))
    .orderBy(asc(clinicChairs.id))
    .limit(1);
  const offered = (input.state ?? "offered") === "offered";
  const [entry] = await getDb()
    .insert(waitlistEntries)
    .values({
      userId: customer.id,
      clinicId: clinic,
      day: input.day,
      window: "afternoon",
      durationMinutes: input.minutes,
      lines: input.lines,
      locale: "en",
      joinedAt: new Date(NOW.getTime() - 24 * 60 * MINUTE),
      state: input.state ?? "offered",
      offerStartsAt: offered ? startsAt : null,
      offerExpiresAt: offered ? input.expiresAt : null,
    })
    .returning({ id: waitlistEntries.id });
  if (offered) {
    const [slot] = await getDb()
      .insert(chairSlots)
      .values({
        clinicId: clinic,
        chairId: chair!.id,
        startsAt,
        endsAt,
        state: "held",
        holderKey: `waitlist-${entry!.id}`,
        expiresAt: input.expiresAt,
      })
      .returning({ id: chairSlots.id });
    await getDb().update(waitlistEntries).set({ holdSlotId: slot!.id }).where(eq(waitlistEntries.id, entry!.id));
  }
  return { id: entry!.id, clinic, chair: chair!.label, startsAt, endsAt };
}

describe("the staff home's open waitlist offers", () => {
  it("names who, what, the time held and until when, at the person's clinics only, the soonest to lapse first", async () => {
    const london = { slug: "london", zone: "Europe/London" };
    const capeTown = { slug: "cape-town", zone: "Africa/Johannesburg" };
    const soon = new Date(NOW.getTime() + 10 * MINUTE);
    const later = new Date(NOW.getTime() + 25 * MINUTE);
    const ada = await offer({
      ...london,
      day: "2049-05-12",
      time: "14:10",
      minutes: 90,
      expiresAt: later,
      firstName: "Ada",
      lines: [
        { code: "AFI", optionCode: null, quantity: 1 },
        { code: "NADEP", optionCode: null, quantity: 2 },
      ],
    });
    const grace = await offer({
      ...london,
      day: "2049-05-11",
      time: "10:20",
      minutes: 60,
      expiresAt: soon,
      firstName: "Grace",
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
    });
    // Lapsed a minute ago (the worker has not moved it on yet), and someone only waiting: neither is an open offer.
    const lapsed = await offer({
      ...london,
      day: "2049-05-13",
      time: "11:10",
      minutes: 60,
      expiresAt: new Date(NOW.getTime() - MINUTE),
      firstName: "Lapsed",
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
    });
    const waiting = await offer({
      ...london,
      day: "2049-05-12",
      time: "16:10",
      minutes: 60,
      expiresAt: later,
      firstName: "Only",
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
      state: "waiting",
    });
    const cape = await offer({
      ...capeTown,
      day: "2049-05-12",
      time: "14:10",
      minutes: 60,
      expiresAt: soon,
      firstName: "Nomvula",
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
    });
    const ours = [ada.id, grace.id, lapsed.id, waiting.id, cape.id];
    const mine = async (actor: Awaited<ReturnType<typeof createStaff>>) =>
      (await listOpenWaitlistOffers(actor, NOW)).filter((o) => ours.includes(o.id));

    const londonDesk = await createStaff("reception", ["london"]);
    const seen = await mine(londonDesk);
    expect(seen.map((o) => o.id)).toEqual([grace.id, ada.id]);
    expect(seen[1]).toEqual({
      id: ada.id,
      clinicId: ada.clinic,
      customerName: "Ada Waiting",
      treatments: [
        { title: "Anti-Fatigue IV Infusion", quantity: 1 },
        { title: "Executive High Flyer Plus Programme", quantity: 2 },
      ],
      day: "2049-05-12",
      startsAt: ada.startsAt,
      endsAt: ada.endsAt,
      chair: ada.chair,
      expiresAt: later,
    });

    // A Cape Town receptionist never sees London's offers, and London's never sees Cape Town's.
    const capeDesk = await createStaff("reception", ["cape-town"]);
    expect((await mine(capeDesk)).map((o) => o.id)).toEqual([cape.id]);
    expect(seen.map((o) => o.id)).not.toContain(cape.id);
    // Someone at no clinic yet sees none; an administrator sees every clinic's.
    expect(await listOpenWaitlistOffers(await createStaff("reception", []), NOW)).toEqual([]);
    expect((await mine(await createStaff("admin"))).map((o) => o.id).sort()).toEqual(
      [grace.id, ada.id, cape.id].sort(),
    );
    // Once an offer lapses it is no longer listed.
    expect(
      (await listOpenWaitlistOffers(londonDesk, new Date(soon.getTime() + MINUTE))).map((o) => o.id),
    ).not.toContain(grace.id);
  });
});
