import { describe, expect, it } from "vitest";
import { chairTimeLockKeys } from "./reserve-chair";

const at = (iso: string) => new Date(iso);
const hourOf = (iso: string) => Math.floor(Date.parse(iso) / 3_600_000);

describe("chairTimeLockKeys (decision 201: overlapping reservations take turns)", () => {
  it("names every UTC hour a time touches, in order, for its clinic", () => {
    expect(chairTimeLockKeys(3, at("2030-01-15T10:00:00Z"), at("2030-01-15T11:00:00Z"))).toEqual([
      `chair-time:3:${hourOf("2030-01-15T10:00:00Z")}`,
    ]);
    expect(chairTimeLockKeys(3, at("2030-01-15T10:30:00Z"), at("2030-01-15T12:15:00Z"))).toEqual(
      ["10", "11", "12"].map((h) => `chair-time:3:${hourOf(`2030-01-15T${h}:00:00Z`)}`),
    );
  });

  it("gives two overlapping times a key in common, and two that only touch none", () => {
    const a = chairTimeLockKeys(1, at("2030-01-15T10:00:00Z"), at("2030-01-15T11:30:00Z"));
    const b = chairTimeLockKeys(1, at("2030-01-15T11:00:00Z"), at("2030-01-15T12:00:00Z"));
    const c = chairTimeLockKeys(1, at("2030-01-15T12:00:00Z"), at("2030-01-15T13:00:00Z"));
    expect(a.filter((k) => b.includes(k))).toHaveLength(1);
    expect(b.filter((k) => c.includes(k))).toHaveLength(0);
    // Another clinic's same hour is another key.
    expect(chairTimeLockKeys(2, at("2030-01-15T10:00:00Z"), at("2030-01-15T11:00:00Z"))).not.toEqual(
      chairTimeLockKeys(1, at("2030-01-15T10:00:00Z"), at("2030-01-15T11:00:00Z")),
    );
  });

  it("stays bounded: a time of more than 48 hours takes the clinic's own key, and an empty one its start hour", () => {
    expect(chairTimeLockKeys(1, at("2030-01-15T00:00:00Z"), at("2030-01-17T00:00:00Z"))).toHaveLength(48);
    expect(chairTimeLockKeys(1, at("2030-01-15T00:00:00Z"), at("2030-01-17T01:00:00Z"))).toEqual(["chair-time:1"]);
    expect(chairTimeLockKeys(1, at("2030-01-15T00:00:00Z"), at("+010000-01-01T00:00:00Z"))).toEqual(["chair-time:1"]);
    expect(chairTimeLockKeys(1, at("2030-01-15T10:00:00Z"), at("2030-01-15T10:00:00Z"))).toEqual([
      `chair-time:1:${hourOf("2030-01-15T10:00:00Z")}`,
    ]);
  });
});
