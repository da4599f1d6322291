import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { open, parseKeyRing, reseal, seal } from "./sealed-box";

const key = () => randomBytes(32).toString("base64");

describe("sealed health data", () => {
  it("round-trips, and the sealed text holds nothing of the answer", () => {
    const ring = parseKeyRing(`k1:${key()}`);
    const answers = { pregnant: "yes", medicines: "Warfarin 5 mg" };
    const box = seal(ring, answers);
    expect(open(ring, box)).toEqual(answers);
    expect(JSON.stringify(box)).not.toMatch(/Warfarin|pregnant/);
    expect(seal(ring, answers).iv).not.toBe(box.iv);
  });

  it("refuses altered data and unknown keys", () => {
    const ring = parseKeyRing(`k1:${key()}`);
    const box = seal(ring, { a: 1 });
    const flipped = Buffer.from(box.ct, "base64");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => open(ring, { ...box, ct: flipped.toString("base64") })).toThrow();
    expect(() => open(ring, { ...box, k: "k0" })).toThrow(/no longer configured/);
    expect(() => open(parseKeyRing(`k1:${key()}`), box)).toThrow();
  });

  it("rotates: the new key first seals, the old one still opens until re-sealed", () => {
    const old = key();
    const before = parseKeyRing(`k1:${old}`);
    const box = seal(before, { a: "x" });
    const after = parseKeyRing(`k2:${key()},k1:${old}`);
    expect(open(after, box)).toEqual({ a: "x" });
    const moved = reseal(after, box);
    expect(moved.k).toBe("k2");
    expect(open(parseKeyRing(`k2:${after.keys.get("k2")!.toString("base64")}`), moved)).toEqual({ a: "x" });
  });

  it.each(["", "k1", "k1:short", `bad id:${key()}`, `k1:${key()},k1:${key()}`])(
    "refuses the key setting %j",
    (value) => {
      expect(() => parseKeyRing(value)).toThrow(/HEALTH_DATA_KEYS/);
    },
  );
});
