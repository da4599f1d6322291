import { describe, expect, it } from "vitest";
import { routeSegment } from "./route-params";

/** What Next's notFound() throws. */
const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/;

function notFoundOf(raw: string): unknown {
  try {
    routeSegment(raw);
    return "no error";
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
}

describe("a dynamic segment of a page's address", () => {
  it("is decoded when it is percent-encoded, and taken as it came when it cannot be decoded", () => {
    expect(routeSegment("signature_detox")).toBe("signature_detox");
    expect(routeSegment("bioAgeTest")).toBe("bioAgeTest");
    expect(routeSegment("%D8%A7")).toBe("ا");
    expect(routeSegment("%")).toBe("%");
    expect(routeSegment("100%")).toBe("100%");
    expect(routeSegment("%C0%AE")).toBe("%C0%AE");
  });

  it("is a 404 at once when it holds a control character (a NUL would reach the database) or is longer than any of ours", () => {
    for (const raw of ["%00", "a\u0000b", "%0A", "x%7F", "\u001b[31m", "a".repeat(201)])
      expect(notFoundOf(raw), JSON.stringify(raw)).toMatch(NOT_FOUND);
    expect(notFoundOf("a".repeat(200))).toBe("no error");
  });
});
