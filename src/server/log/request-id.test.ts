import { describe, expect, it } from "vitest";
import { requestIdFrom, requestIdTiming } from "./request-id";

describe("the request id", () => {
  it("keeps an id a load balancer set when it looks like one", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "3f1c2a9e-7b4d-4e0a-9a51-0c2d8e6f1b7a" }))).toBe(
      "3f1c2a9e-7b4d-4e0a-9a51-0c2d8e6f1b7a",
    );
  });

  it.each(["", "short", "has spaces in it", 'quote"inject', "line\nbreak-0000", "x".repeat(65)])(
    "replaces a client-sent id that could forge log text: %j",
    (given) => {
      const id = requestIdFrom(new Headers(given.includes("\n") ? {} : { "x-request-id": given }));
      expect(id).not.toBe(given);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("makes a fresh id for every request without one", () => {
    expect(requestIdFrom(new Headers())).not.toBe(requestIdFrom(new Headers()));
  });

  it("travels to the browser as a Server-Timing entry", () => {
    expect(requestIdTiming("abc-12345678")).toBe('rid;desc="abc-12345678"');
  });
});
