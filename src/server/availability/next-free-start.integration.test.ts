import { describe, expect, it } from "vitest";
import { formatNextFree, getNextFreeStart } from "./next-free-start";

// In May London is on BST (UTC+1) and New York on EDT (UTC-4). Days far ahead, so no other test books them.
describe("next free start for a treatment page", () => {
  it("is the first standard-hours start after the 24-hour lead time, in the clinic's own zone", async () => {
    // 10:10 UTC on Mon 8 May 2034 is 11:10 in London: 24 hours on, the first half-hour start is 11:30 on the 9th.
    const next = await getNextFreeStart({ clinicSlug: "london", code: "AFI" }, new Date("2034-05-08T10:10:00Z"));
    expect(next?.startsAt.toISOString()).toBe("2034-05-09T10:30:00.000Z");
    expect(next?.timeZone).toBe("Europe/London");
  });

  it("skips a clinic's out-of-hours starts and goes to the next morning at 09:00", async () => {
    // 20:00 UTC is 21:00 in London: London takes out-of-hours bookings, but the page shows standard hours only.
    const next = await getNextFreeStart({ clinicSlug: "london", code: "AFI" }, new Date("2034-05-08T20:00:00Z"));
    expect(next?.startsAt.toISOString()).toBe("2034-05-10T08:00:00.000Z");
  });

  it("reads New York's day in New York time, whatever zone the server runs in", async () => {
    // 12:10 UTC on the 8th is 08:10 in New York: 24 hours on is 08:10 on the 9th, before opening; 09:00 EDT is 13:00 UTC.
    const next = await getNextFreeStart({ clinicSlug: "new-york", code: "JLIV" }, new Date("2034-05-08T12:10:00Z"));
    expect(next?.startsAt.toISOString()).toBe("2034-05-09T13:00:00.000Z");
    expect(formatNextFree(next!.startsAt, next!.timeZone, "en")).toBe("Tue, May 9, 09:00");
  });

  it("answers null for a request-only treatment, an unknown code or an unknown clinic", async () => {
    const now = new Date("2034-05-08T10:10:00Z");
    expect(await getNextFreeStart({ clinicSlug: "london", code: "INTUISSE_60" }, now)).toBeNull();
    expect(await getNextFreeStart({ clinicSlug: "london", code: "NOPE" }, now)).toBeNull();
    expect(await getNextFreeStart({ clinicSlug: "atlantis", code: "AFI" }, now)).toBeNull();
  });
});
