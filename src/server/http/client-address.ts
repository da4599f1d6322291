import "server-only";
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_STAMP_ENV } from "./forwarded-address";

/** Every request that did not come through our server (next dev, a bare `next start`) shares this address. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * The one client address every per-address limit uses (decision 075). Our server (scripts/serve.ts)
 * drops any incoming copy of the internal header and stamps the address it resolved from the socket
 * and TRUSTED_PROXIES, prefixed with a secret made at start-up. A header without that secret was
 * written by someone else and is ignored: nothing a client sends can choose its address.
 */
export function clientAddress(headers: Headers): string {
  const stamp = process.env[CLIENT_ADDRESS_STAMP_ENV];
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  if (!stamp || !value) return UNKNOWN_ADDRESS;
  const space = value.indexOf(" ");
  if (space < 0 || value.slice(0, space) !== stamp) return UNKNOWN_ADDRESS;
  return value.slice(space + 1) || UNKNOWN_ADDRESS;
}

/** The stamped header value, for our server and for tests that stand in for it. */
export function stampClientAddress(address: string): string {
  const stamp = process.env[CLIENT_ADDRESS_STAMP_ENV];
  if (!stamp) throw new Error(`${CLIENT_ADDRESS_STAMP_ENV} is not set: only our server stamps addresses`);
  return `${stamp} ${address}`;
}
