import { describe, expect, it } from "vitest";
import type { DaySchedule, ScheduleBlock } from "@/server/schedule/get-schedule";
import { phoneChairOf } from "./phone-chair";

const chairs = [11, 12, 13].map((id) => ({ id, label: `Chair ${id - 10}`, active: true }));
const block = (chairId: number, bookingId: string | null) =>
  ({ chairId, booking: bookingId ? { id: bookingId } : null }) as unknown as ScheduleBlock;
const schedule: Pick<DaySchedule, "chairs" | "blocks"> = {
  chairs,
  // A checkout's hold on chair 13 (no booking), a visit on chair 12.
  blocks: [block(13, null), block(12, "visit-1")],
};

describe("the chair a phone shows first", () => {
  it("is the first chair when nothing is asked for or selected, even beside a hold", () => {
    expect(phoneChairOf(schedule, undefined)).toBe(11);
    expect(phoneChairOf(schedule, undefined, undefined)).toBe(11);
  });

  it("is the selected booking's chair, and the chair asked for before it", () => {
    expect(phoneChairOf(schedule, undefined, "visit-1")).toBe(12);
    expect(phoneChairOf(schedule, "13", "visit-1")).toBe(13);
  });

  it("ignores a chair that is not this clinic's or not a number", () => {
    expect(phoneChairOf(schedule, "99")).toBe(11);
    expect(phoneChairOf(schedule, "12abc", "visit-1")).toBe(12);
    expect(phoneChairOf(schedule, "")).toBe(11);
  });

  it("has none to show for a clinic without chairs", () => {
    expect(phoneChairOf({ chairs: [], blocks: [] }, "11")).toBeUndefined();
  });
});
