import { describe, expect, it } from "vitest";
import { hasMalformedPath } from "./malformed-target";

describe("a request path that is not percent-encoded text", () => {
  it("is malformed when it does not decode: an invalid escape, a lone %, an overlong or cut UTF-8 sequence", () => {
    for (const target of [
      "/us/en/abc%ZZ",
      "/us/en/%",
      "/us/en/%C0%AE",
      "/us/en/infusion/%E0%A4%A",
      "/api/v2/%FF",
      "/_next/static/%C0%AE?x=1",
    ]) {
      expect(hasMalformedPath(target), target).toBe(true);
    }
  });

  it("is fine when it decodes, whatever it decodes to (the routes judge that), and the query is not its business", () => {
    for (const target of [
      "/",
      "/us/en",
      "/us/en/infusion/%00",
      "/us/en/infusion/%25",
      "/us/ar/%D8%A7",
      "/us/en/basket?x=%ZZ",
      "/us/en?q=%",
      undefined,
    ]) {
      expect(hasMalformedPath(target), String(target)).toBe(false);
    }
  });
});
