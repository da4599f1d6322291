import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientAddress, stampClientAddress } from "./client-address";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_STAMP_ENV } from "./forwarded-address";

describe("clientAddress", () => {
  beforeEach(() => {
    process.env[CLIENT_ADDRESS_STAMP_ENV] = "stamp-of-this-process";
  });
  afterEach(() => {
    delete process.env[CLIENT_ADDRESS_STAMP_ENV];
  });

  it("reads the address our server stamped", () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: stampClientAddress("203.0.113.9") }))).toBe(
      "203.0.113.9",
    );
  });

  it("ignores X-Forwarded-For, X-Real-IP and a header without our stamp", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" }))).toBe("unknown");
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "1.2.3.4" }))).toBe("unknown");
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: "guess 1.2.3.4" }))).toBe("unknown");
  });

  it("trusts no header when our server did not start this process", () => {
    const stamped = stampClientAddress("203.0.113.9");
    delete process.env[CLIENT_ADDRESS_STAMP_ENV];
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: stamped }))).toBe("unknown");
  });
});
