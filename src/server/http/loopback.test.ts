import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./loopback";

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "[::1]", "0:0:0:0:0:0:0:1"])(
    "%s is this machine",
    (a) => expect(isLoopbackAddress(a)).toBe(true),
  );
  it.each([
    "unknown",
    "",
    "10.0.0.1",
    "192.168.1.2",
    "128.0.0.1",
    "::2",
    "::ffff:10.0.0.1",
    "localhost",
    "127.0.0.1, 1.2.3.4",
  ])("%s is not", (a) => expect(isLoopbackAddress(a)).toBe(false));
});
