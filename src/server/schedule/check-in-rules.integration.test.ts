import { createTranslator } from "next-intl";
import { beforeAll, describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { at, clinicId } from "../../../tests/support/booking-fixtures";
import { customerWithVisit } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { markBooking } from "./check-in";
import { arrivalOpensAt, checkInOptions, checkInRefusal } from "./check-in-rules";
import { errorOf } from "../../../tests/support/app-errors";

// 2049 is this file's year: its chairs are apart from every other test file sharing the database.
const BOOKED_AT = new Date("2049-01-04T12:00:00Z");
const slugs = {
  "Europe/London": "london",
  "Africa/Johannesburg": "cape-town",
  "America/New_York": "new-york",
} as const;
type Zone = keyof typeof slugs;
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const slug of Object.values(slugs)) ids[slug] = await clinicId(slug);
});

async function visit(zone: Zone, day: string, time: string) {
  const { booking } = await customerWithVisit(ids[slugs[zone]]!, at(day, time, zone), {
    now: BOOKED_AT,
    queueMail: async () => {},
  });
  return booking;
}

describe("check-in that explains itself (issue 41)", () => {
  it("arrived opens an hour before the start on the visit's day; too early is refused with the time it opens, in words", async () => {
    const booking = await visit("Europe/London", "2049-02-10", "14:00");
    const reception = await createStaff("reception", ["london"]);
    type Step = "arrived" | "completed" | "no_show";
    /** Reception marks the visit at a London wall time (on the visit's day unless told). */
    const mark = (step: Step, time: string, day = "2049-02-10") =>
      markBooking(reception, { bookingId: booking.id, step }, at(day, time, "Europe/London"));
    /** What the refusal of that mark says. */
    const refusal = async (step: Step, time: string, day?: string) => (await errorOf(mark(step, time, day))).values;

    const tooEarly = await errorOf(mark("arrived", "12:59"));
    expect(tooEarly.code).toBe("CHECK_IN_REFUSED");
    expect(tooEarly.values).toEqual({ reason: "tooEarly", time: "13:00", minutes: 60 });
    // the day before: the same reason (the time it opens is on the visit's day)
    expect(await refusal("arrived", "13:30", "2049-02-09")).toMatchObject({ reason: "tooEarly", time: "13:00" });
    // completed before the arrival: refused, saying so
    expect(await refusal("completed", "13:30")).toEqual({ reason: "notArrived" });
    // no-show before the start
    expect(await refusal("no_show", "13:30")).toEqual({ reason: "notStarted", time: "14:00" });
    expect(await mark("arrived", "13:00")).toEqual({ status: "arrived" });
    expect(await refusal("arrived", "13:05")).toEqual({ reason: "already" });
    expect(await mark("completed", "14:40")).toEqual({ status: "completed" });
    expect(await refusal("no_show", "15:00")).toEqual({ reason: "closed" });
  });

  it("says each reason in every language, with the clinic time", async () => {
    for (const locale of locales) {
      const messages = (await import(`../../../messages/${locale}/errors.json`)).default;
      const t = createTranslator({ locale, messages, namespace: "app" });
      const early = t("checkInRefused", { reason: "tooEarly", time: "13:00", minutes: 60 });
      expect(early, locale).toContain("13:00");
      expect(early, locale).toContain("60");
      expect(t("checkInRefused", { reason: "notStarted", time: "14:00" }), locale).toContain("14:00");
      const words = new Set(
        ["notArrived", "already", "closed"].map((reason) => t("checkInRefused", { reason })).concat(early),
      );
      expect(words.size, locale).toBe(4);
    }
  });

  it("the buttons a visit offers follow the clock: arrived from an hour before, no-show from the start, completed after arrival", () => {
    const startsAt = at("2049-02-11", "10:00", "Africa/Johannesburg");
    const visitAt = (status: "confirmed" | "arrived" | "completed") => ({ status, startsAt });
    const zone = "Africa/Johannesburg";
    expect(checkInOptions(visitAt("confirmed"), zone, at("2049-02-11", "08:30", zone))).toEqual({
      allowed: [],
      arrivalOpens: { reason: "tooEarly", time: "09:00", minutes: 60 },
    });
    expect(checkInOptions(visitAt("confirmed"), zone, at("2049-02-11", "09:00", zone)).allowed).toEqual(["arrived"]);
    expect(checkInOptions(visitAt("confirmed"), zone, at("2049-02-11", "10:00", zone)).allowed).toEqual([
      "arrived",
      "no_show",
    ]);
    expect(checkInOptions(visitAt("arrived"), zone, at("2049-02-11", "09:30", zone)).allowed).toEqual(["completed"]);
    expect(checkInOptions(visitAt("completed"), zone, at("2049-02-11", "11:00", zone)).allowed).toEqual([]);
  });

  it("a visit just after midnight opens at the start of its own day, not the evening before", () => {
    const zone = "Europe/London";
    expect(arrivalOpensAt(at("2049-02-12", "00:30", zone), zone)).toEqual(at("2049-02-12", "00:00", zone));
    expect(
      checkInRefusal(
        "arrived",
        { status: "confirmed", startsAt: at("2049-02-12", "00:30", zone) },
        zone,
        at("2049-02-11", "23:45", zone),
      ),
    ).toEqual({ reason: "tooEarly", time: "00:00", minutes: 60 });
  });

  it("across the spring daylight-saving change the hour before is counted in real time, shown on the clinic's clock", async () => {
    // New York, 14 March 2049: 02:00 EST becomes 03:00 EDT. A visit at 03:30 EDT opens at 01:30 EST.
    const ny = await visit("America/New_York", "2049-03-14", "03:30");
    expect(arrivalOpensAt(ny.startsAt, "America/New_York").toISOString()).toBe("2049-03-14T06:30:00.000Z");
    const reception = await createStaff("reception", ["new-york"]);
    expect(
      (await errorOf(markBooking(reception, { bookingId: ny.id, step: "arrived" }, new Date("2049-03-14T06:29:00Z"))))
        .values,
    ).toEqual({ reason: "tooEarly", time: "01:30", minutes: 60 });
    expect(
      await markBooking(reception, { bookingId: ny.id, step: "arrived" }, new Date("2049-03-14T06:30:00Z")),
    ).toEqual({ status: "arrived" });
    // London, 28 March 2049: 01:00 GMT becomes 02:00 BST. A visit at 02:30 BST opens at 00:30 GMT.
    const london = await visit("Europe/London", "2049-03-28", "02:30");
    expect(checkInRefusal("arrived", london, "Europe/London", new Date("2049-03-28T00:29:00Z"))).toEqual({
      reason: "tooEarly",
      time: "00:30",
      minutes: 60,
    });
    expect(checkInRefusal("no_show", london, "Europe/London", new Date("2049-03-28T01:29:00Z"))).toEqual({
      reason: "notStarted",
      time: "02:30",
    });
  });
});
