import "server-only";
import { isIP } from "node:net";
import { normalizeAddress } from "./forwarded-address";

/**
 * Whether a client address (as `clientAddress()` resolved it: the socket's peer, or the hop a trusted proxy added)
 * is this machine itself: 127.0.0.0/8 or ::1 (an IPv4-mapped ::ffff:127.x too). "unknown" (a request that did not
 * come through our server, `next dev`) is not. Only for what a fresh install's owner may do at the machine (decision
 * 216); never read from a header a client writes.
 */
export function isLoopbackAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  if (isIP(normalized) === 4) return normalized.split(".")[0] === "127";
  if (isIP(normalized) === 6) return /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(normalized);
  return false;
}
