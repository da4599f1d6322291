import { describe, expect, it } from "vitest";
import { queryValue } from "./query-value";

describe("one parameter of a page's query", () => {
  it("is the text given, the first of a repeated name, and empty when absent", () => {
    expect(queryValue("abc")).toBe("abc");
    expect(queryValue(["first", "second"])).toBe("first");
    expect(queryValue([])).toBe("");
    expect(queryValue(undefined)).toBe("");
    expect(queryValue("")).toBe("");
  });

  it("reads as absent when it holds a control character: a NUL never reaches a lookup", () => {
    for (const value of ["\u0000", "abc\u0000", "a\nb", "\u007f", ["\u0000", "fine"]])
      expect(queryValue(value), JSON.stringify(value)).toBe("");
    expect(queryValue("Ada Lovelace, 10:00–11:00 ✓")).toBe("Ada Lovelace, 10:00–11:00 ✓");
  });
});
