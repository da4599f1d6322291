import { describe, expect, it } from "vitest";
import { reminderDueAt } from "./reminder-times";

const hoursBefore = (start: string, due: Date) => (new Date(start).getTime() - due.getTime()) / 3_600_000;

// 2044: New York springs forward on 13 March, London on 27 March; London falls back on 30 October.
describe("when a visit's reminders are due", () => {
  it.each([
    // [zone, visit (UTC), two-day reminder (UTC), real hours between]
    ["Europe/London", "2044-03-14T10:00:00Z", "2044-03-12T10:00:00Z", 48], // London has not changed yet
    ["America/New_York", "2044-03-14T14:00:00Z", "2044-03-12T15:00:00Z", 47], // 10:00 EDT Monday, 10:00 EST Saturday
    ["Europe/London", "2044-03-28T09:00:00Z", "2044-03-26T10:00:00Z", 47], // 10:00 BST Monday, 10:00 GMT Saturday
    ["Europe/London", "2044-10-31T10:00:00Z", "2044-10-29T09:00:00Z", 49], // 10:00 GMT Monday, 10:00 BST Saturday
    ["America/New_York", "2044-11-07T15:00:00Z", "2044-11-05T14:00:00Z", 49],
    ["Africa/Johannesburg", "2044-03-28T08:00:00Z", "2044-03-26T08:00:00Z", 48], // no daylight saving
  ])("two days before in %s: visit %s is reminded at %s (%d real hours)", (zone, visit, due, hours) => {
    const at = reminderDueAt("two_days", new Date(visit), zone);
    expect(at.toISOString()).toBe(new Date(due).toISOString());
    expect(hoursBefore(visit, at)).toBe(hours);
  });

  it("three hours before is three real hours, even across the night the clocks change", () => {
    // 07:00 BST on the Sunday London springs forward is 06:00Z; 3 real hours before is 03:00Z (03:00 GMT… then 04:00 BST)
    const visit = new Date("2044-03-27T06:00:00Z");
    expect(reminderDueAt("three_hours", visit, "Europe/London").toISOString()).toBe("2044-03-27T03:00:00.000Z");
    const ny = new Date("2044-11-06T12:00:00Z");
    expect(hoursBefore(ny.toISOString(), reminderDueAt("three_hours", ny, "America/New_York"))).toBe(3);
  });
});
