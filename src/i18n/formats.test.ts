import { describe, expect, it } from "vitest";
import { CLOCK, formatTag } from "./formats";

const monday = new Date("2026-12-07T07:33:00Z");

// Issue 40, row 7: US-style dates ("Mon, Dec 7") on /uk/en, and "Booked on … 7:33 AM" beside "09:00" tiles.
describe("the formats of an area", () => {
  it("writes English as the area's country does, every other language as its own", () => {
    expect(formatTag("en", "uk")).toBe("en-GB");
    expect(formatTag("en", "za")).toBe("en-ZA");
    expect(formatTag("en", "us")).toBe("en-US");
    expect(formatTag("en")).toBe("en");
    expect(formatTag("de", "uk")).toBe("de");
    expect(formatTag("zh", "us")).toBe("zh-Hans");
    const day = (tag: string) =>
      new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
        monday,
      );
    expect(day(formatTag("en", "uk"))).toBe("Mon 7 Dec");
    expect(day(formatTag("en", "us"))).toBe("Mon, Dec 7");
  });

  it("shows every clock time in 24 hours, in every language and area", () => {
    for (const tag of ["en-US", "en-GB", "en-ZA", "ar", "ja", "zh-Hans", "de", "fr", "ru", "es"]) {
      const text = new Intl.DateTimeFormat(tag, {
        dateStyle: "medium",
        timeStyle: "short",
        ...CLOCK,
        timeZone: "UTC",
        numberingSystem: "latn",
      }).format(monday);
      expect(text, tag).toMatch(/\b0?7:33\b/);
      expect(text, tag).not.toMatch(/AM|PM|午前|ص/);
    }
  });
});
