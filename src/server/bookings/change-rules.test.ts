import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors/app-error";
import { assertChangeable, canChangeOnline } from "./change-rules";

const clinic = { phone: "+44 20 0000 0000", email: "london@example.com" };
const startsAt = new Date("2031-06-10T09:00:00Z");
const minutes = (n: number) => n * 60_000;

describe("the 72-hour rule", () => {
  it("allows a change 72 hours and one minute before, refuses at 72 hours and at 71 hours 59 minutes", () => {
    expect(canChangeOnline(startsAt, new Date(startsAt.getTime() - minutes(72 * 60 + 1)))).toBe(true);
    expect(canChangeOnline(startsAt, new Date(startsAt.getTime() - minutes(72 * 60)))).toBe(false);
    expect(canChangeOnline(startsAt, new Date(startsAt.getTime() - minutes(71 * 60 + 59)))).toBe(false);
  });

  it("refuses with the clinic's phone and e-mail", () => {
    try {
      assertChangeable(startsAt, clinic, new Date(startsAt.getTime() - minutes(60)));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("CHANGE_CLOSED");
      expect((error as AppError).values).toEqual(clinic);
    }
  });
});
