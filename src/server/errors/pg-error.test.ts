import { describe, expect, it } from "vitest";
import { appErrorFromDatabase, lostChairRace } from "./pg-error";

/** A PostgreSQL error as drizzle hands it on: its own "Failed query" error, the driver's error as the cause. */
const failedQuery = (code: string) =>
  Object.assign(new Error("Failed query: insert into chair_slots"), {
    cause: Object.assign(new Error("from PostgreSQL"), { code }),
  });

describe("lostChairRace", () => {
  it("reads a refused, deadlocked or timed-out insert of a chair's time as the chair lost to a racing checkout", () => {
    expect(lostChairRace(failedQuery("23P01"))).toBe(true);
    expect(lostChairRace(failedQuery("40P01"))).toBe(true);
    expect(lostChairRace(failedQuery("57014"))).toBe(true);
  });

  it("leaves every other failure to be answered as it is (our fault, or the input's)", () => {
    expect(lostChairRace(failedQuery("23503"))).toBe(false);
    expect(lostChairRace(failedQuery("08006"))).toBe(false);
    expect(lostChairRace(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(appErrorFromDatabase(failedQuery("57014"))).toBeNull();
  });
});
