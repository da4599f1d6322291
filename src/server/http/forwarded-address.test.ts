import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  parseProxyEntry,
  resolveClientAddress,
  stampIncomingRequest,
  trustedProxies,
} from "./forwarded-address";

describe("the client address", () => {
  const none = trustedProxies([]);
  const proxies = trustedProxies(["10.0.0.0/8", "192.168.1.7", "fd00::/8"]);

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:127.0.0.1", "1.2.3.4, 5.6.7.8", none)).toBe("127.0.0.1");
    expect(resolveClientAddress("10.1.2.3", undefined, none)).toBe("10.1.2.3");
  });

  it("is the hop a trusted proxy added, never one the client wrote before it", () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy 10.0.0.5 appended the real peer 198.51.100.20.
    expect(resolveClientAddress("10.0.0.5", "1.2.3.4, 198.51.100.20", proxies)).toBe("198.51.100.20");
    // Two trusted proxies in a row: walk past both.
    expect(resolveClientAddress("192.168.1.7", "1.2.3.4, 198.51.100.20, 10.9.9.9", proxies)).toBe("198.51.100.20");
    expect(resolveClientAddress("fd00::1", "2001:db8::5", proxies)).toBe("2001:db8::5");
  });

  it("stays at the proxy when its hop is missing or malformed", () => {
    expect(resolveClientAddress("10.0.0.5", undefined, proxies)).toBe("10.0.0.5");
    expect(resolveClientAddress("10.0.0.5", "1.2.3.4, not-an-ip", proxies)).toBe("10.0.0.5");
    expect(resolveClientAddress(undefined, "1.2.3.4", proxies)).toBe("unknown");
  });

  it("reads TRUSTED_PROXIES entries as IPs or CIDRs and refuses anything else", () => {
    expect(parseProxyEntry("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: "ipv4" });
    expect(parseProxyEntry("::1")).toEqual({ address: "::1", prefix: null, family: "ipv6" });
    for (const bad of ["10.0.0.0/33", "example.org", "10.0.0.0/8/1", "1.2.3", "*"])
      expect(parseProxyEntry(bad)).toBeNull();
    expect(() => trustedProxies(["nope"])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("our server's stamp", () => {
  it("replaces a client's own copy of the internal header and its X-Forwarded-For with the socket's address", async () => {
    const seen: (string | string[] | undefined)[] = [];
    const server = createServer((request, response) => {
      stampIncomingRequest(request, trustedProxies([]), "s3cret");
      seen.push(request.headers[CLIENT_ADDRESS_HEADER]);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: "127.0.0.1",
          port,
          headers: { [CLIENT_ADDRESS_HEADER]: "s3cret 6.6.6.6", "x-forwarded-for": "7.7.7.7" },
        },
        (response) => {
          response.resume();
          response.on("end", resolve);
        },
      );
      sent.on("error", reject);
      sent.end();
    });
    server.close();
    expect(seen).toEqual(["s3cret 127.0.0.1"]);
  });
});
