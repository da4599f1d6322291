import { describe, expect, it } from "vitest";
import { VersionedCache } from "./availability-cache";

describe("VersionedCache", () => {
  it("answers only for the version a value was kept under", () => {
    const cache = new VersionedCache<string>(10, 100);
    cache.set("a", 1, "one");
    expect(cache.get("a", 1)).toBe("one");
    expect(cache.get("a", 2)).toBeUndefined();
    // A newer version drops what was kept for the older one.
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("drops the least recently used first, bounded in entries and in rows", () => {
    const cache = new VersionedCache<string>(2, 100);
    cache.set("a", 1, "a");
    cache.set("b", 1, "b");
    cache.get("a", 1);
    cache.set("c", 1, "c");
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual(["a", undefined, "c"]);

    const rows = new VersionedCache<string>(100, 10);
    rows.set("x", 1, "x", 6);
    rows.set("y", 1, "y", 6);
    expect([rows.get("x", 1), rows.get("y", 1)]).toEqual([undefined, "y"]);
    // A value larger than the whole bound is never kept.
    rows.set("z", 1, "z", 11);
    expect(rows.get("z", 1)).toBeUndefined();
    expect(rows.length).toBe(1);
  });

  it("stays bounded whatever is asked", () => {
    const cache = new VersionedCache<number>(64, 1_000);
    for (let i = 0; i < 10_000; i++) cache.set(`k${i}`, i, i, 1 + (i % 50));
    expect(cache.length).toBeLessThanOrEqual(64);
  });
});
