import { describe, expect, it } from "vitest";
import {
  dayOffsets,
  dayZoneLabel,
  ownClockIfDifferent,
  clinicDayOf,
  clinicDayRange,
  clinicMinuteOfDay,
  daysOfMonth,
  formatClinicTime,
  icsUtc,
  instantToWallTime,
  startsOnDay,
  visitorTimeIfDifferent,
  wallTimeToInstant,
  zoneLabel,
} from "./clinic-time";

const LONDON = "Europe/London";
const NEW_YORK = "America/New_York";
const CAPE_TOWN = "Africa/Johannesburg";

// 2026: the US moves clocks on 8 March and 1 November, Europe on 29 March and 25 October; South Africa never.
describe("clinic wall time to UTC across daylight-saving changes", () => {
  it.each([
    // zone, local wall time, expected UTC instant, label
    [LONDON, "2026-03-28 09:00", "2026-03-28T09:00:00.000Z", "GMT"],
    [LONDON, "2026-03-30 09:00", "2026-03-30T08:00:00.000Z", "GMT+1"],
    [LONDON, "2026-10-24 09:00", "2026-10-24T08:00:00.000Z", "GMT+1"],
    [LONDON, "2026-10-26 09:00", "2026-10-26T09:00:00.000Z", "GMT"],
    [NEW_YORK, "2026-03-07 09:00", "2026-03-07T14:00:00.000Z", "GMT-5"],
    [NEW_YORK, "2026-03-09 09:00", "2026-03-09T13:00:00.000Z", "GMT-4"],
    // between the US and the European change: London still GMT, New York already on summer time
    [NEW_YORK, "2026-03-20 09:00", "2026-03-20T13:00:00.000Z", "GMT-4"],
    [LONDON, "2026-03-20 09:00", "2026-03-20T09:00:00.000Z", "GMT"],
    [NEW_YORK, "2026-10-30 09:00", "2026-10-30T13:00:00.000Z", "GMT-4"],
    [NEW_YORK, "2026-11-02 09:00", "2026-11-02T14:00:00.000Z", "GMT-5"],
    [CAPE_TOWN, "2026-01-15 09:00", "2026-01-15T07:00:00.000Z", "GMT+2"],
    [CAPE_TOWN, "2026-03-30 09:00", "2026-03-30T07:00:00.000Z", "GMT+2"],
    [CAPE_TOWN, "2026-07-15 09:00", "2026-07-15T07:00:00.000Z", "GMT+2"],
  ])("%s %s is %s (%s)", (zone, local, utc, label) => {
    const [date, time] = local.split(" ") as [string, string];
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    const instant = wallTimeToInstant({ year, month, day, hour, minute }, zone);
    expect(instant.toISOString()).toBe(utc);
    expect(instantToWallTime(instant, zone)).toEqual({ year, month, day, hour, minute });
    expect(zoneLabel(instant, zone)).toBe(label);
    expect(clinicMinuteOfDay(instant, zone)).toBe(hour * 60 + minute);
    expect(clinicDayOf(instant, zone)).toBe(date);
  });

  it("gives the 23-hour and 25-hour days their real length", () => {
    const spring = clinicDayRange("2026-03-29", LONDON);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = clinicDayRange("2026-11-01", NEW_YORK);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
    const capeTown = clinicDayRange("2026-03-29", CAPE_TOWN);
    expect(capeTown.start.toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect((capeTown.end.getTime() - capeTown.start.getTime()) / 3_600_000).toBe(24);
  });

  it("skips the wall times that do not exist on the spring-forward night", () => {
    // London 29 March 2026: 01:00-02:00 does not exist.
    const starts = startsOnDay("2026-03-29", LONDON, 0, 180, 30).map((d) => instantToWallTime(d, LONDON));
    expect(starts.map((w) => `${w.hour}:${w.minute}`)).toEqual(["0:0", "0:30", "2:0", "2:30", "3:0"]);
  });

  it("offers the repeated autumn hour once per instant", () => {
    const starts = startsOnDay("2026-11-01", NEW_YORK, 60, 120, 30);
    expect(starts.map((d) => d.toISOString())).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T07:00:00.000Z",
    ]);
  });
});

describe("formatting for customers", () => {
  it("shows the clinic's wall time and zone, not the server's or the visitor's", () => {
    const instant = new Date("2026-07-01T08:00:00Z");
    const london = formatClinicTime(instant, LONDON, "en");
    expect(london.time).toBe("09:00");
    expect(london.zone).toBe("GMT+1");
    expect(london.date).toBe("Wednesday, July 1, 2026");
    expect(formatClinicTime(instant, NEW_YORK, "en").time).toBe("04:00");
    expect(formatClinicTime(instant, CAPE_TOWN, "de").date).toBe("Mittwoch, 1. Juli 2026");
  });

  it("uses Western digits in Arabic so times read the same on every device", () => {
    expect(formatClinicTime(new Date("2026-07-01T08:00:00Z"), LONDON, "ar").time).toBe("09:00");
  });

  it("adds the visitor's own time only when it differs", () => {
    const instant = new Date("2026-03-20T13:00:00Z");
    expect(visitorTimeIfDifferent(instant, NEW_YORK, NEW_YORK, "en")).toBeNull();
    expect(visitorTimeIfDifferent(instant, NEW_YORK, LONDON, "en")).toBe("13:00 GMT");
    expect(visitorTimeIfDifferent(instant, NEW_YORK, "Not/AZone", "en")).toBeNull();
  });

  it("writes iCalendar UTC stamps", () => {
    expect(icsUtc(new Date("2026-03-30T08:00:00.000Z"))).toBe("20260330T080000Z");
  });

  it("lists the days of a month", () => {
    expect(daysOfMonth("2026-02")).toHaveLength(28);
    expect(daysOfMonth("2028-02").at(-1)).toBe("2028-02-29");
  });
});

/**
 * What the booking islands work out without an Intl format (issue 44: building one on a tap started ICU in the
 * browser): a day's zone label from the offsets the server gave, and the visitor's own clock from the browser's Date.
 */
describe("zones without ICU in the browser", () => {
  it("gives London's offsets over a year, one entry a change, and labels each day as the zone data does", () => {
    const offsets = dayOffsets("2027-01-01", "2027-12-31", "Europe/London");
    expect(offsets.changes).toEqual([
      { from: "2027-01-01", minutes: 0 },
      { from: "2027-03-28", minutes: 60 },
      { from: "2027-10-31", minutes: 0 },
    ]);
    for (const day of [
      "2027-01-01",
      "2027-03-27",
      "2027-03-28",
      "2027-07-14",
      "2027-10-30",
      "2027-10-31",
      "2027-12-31",
    ])
      expect(dayZoneLabel(day, "Europe/London", offsets), day).toBe(
        zoneLabel(new Date(`${day}T12:00:00Z`), "Europe/London"),
      );
    expect(dayOffsets("2027-01-01", "2027-12-31", "Africa/Johannesburg").changes).toEqual([
      { from: "2027-01-01", minutes: 120 },
    ]);
  });

  it("works a day out itself past the offsets it was given, or without them", () => {
    const offsets = dayOffsets("2027-01-01", "2027-02-01", "America/New_York");
    expect(dayZoneLabel("2027-07-01", "America/New_York", offsets)).toBe("GMT-4");
    expect(dayZoneLabel("2027-01-15", "America/New_York", offsets)).toBe("GMT-5");
    expect(dayZoneLabel("2027-07-01", "America/New_York")).toBe("GMT-4");
  });

  it("prints the visitor's own clock only when it reads another offset (the tests' zone is UTC)", () => {
    const start = new Date("2027-07-01T08:00:00Z");
    expect(ownClockIfDifferent(start, 0)).toBeNull();
    expect(ownClockIfDifferent(start, 60)).toBe("08:00 GMT");
    expect(ownClockIfDifferent(new Date("2027-07-01T13:05:00Z"), -240)).toBe("13:05 GMT");
  });
});
