/**
 * Which address a request comes from, decided once per request by our server (scripts/serve.ts):
 * the socket's peer, or, when that peer is a proxy listed in TRUSTED_PROXIES, the hop that proxy
 * added to X-Forwarded-For (walking right to left while the hop is itself a trusted proxy).
 * Hops left of the first untrusted one were written by the client and are never used.
 *
 * No `server-only` here: the server wrapper (run by tsx, outside Next) imports it too.
 */
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/** The internal header our server stamps on every request (any incoming copy is dropped first). */
export const CLIENT_ADDRESS_HEADER = "x-aurum-client-address";
/** Set by our server at start-up; a stamp without it (or with another value) is not ours. */
export const CLIENT_ADDRESS_STAMP_ENV = "AURUM_CLIENT_ADDRESS_STAMP";

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same client. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).toLowerCase();
}

/** One IP or CIDR, as TRUSTED_PROXIES lists them; null when it is neither. */
export function parseProxyEntry(
  entry: string,
): { address: string; prefix: number | null; family: "ipv4" | "ipv6" } | null {
  const [raw, prefixText, extra] = entry.trim().split("/");
  if (!raw || extra !== undefined) return null;
  const address = normalizeAddress(raw);
  const version = isIP(address);
  if (!version) return null;
  const family = version === 4 ? "ipv4" : "ipv6";
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

export type TrustedProxies = (address: string) => boolean;

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) throw new Error(`TRUSTED_PROXIES: "${entry}" is neither an IP address nor a CIDR range`);
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    const version = isIP(normalized);
    return version !== 0 && list.check(normalized, version === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The client's address: the socket peer unless it is a trusted proxy, then the X-Forwarded-For hops
 * from the right, stopping at the first hop that is not a trusted proxy. A malformed hop ends the walk
 * at the last address we could trust to have written it.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: TrustedProxies,
): string {
  let current = normalizeAddress(socketAddress ?? "");
  if (!isIP(current)) return "unknown";
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const hops = header
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  while (isTrusted(current) && hops.length) {
    const next = normalizeAddress(hops.pop()!);
    if (!isIP(next)) break;
    current = next;
  }
  return current;
}

/** What our server does to every incoming request before Next sees it: drop any copy, stamp ours. */
export function stampIncomingRequest(request: IncomingMessage, isTrusted: TrustedProxies, stamp: string): string {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"], isTrusted);
  request.headers[CLIENT_ADDRESS_HEADER] = `${stamp} ${address}`;
  return address;
}
