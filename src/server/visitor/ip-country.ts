import "server-only";
import { BlockList, isIP } from "node:net";
import { areaOfCountry, countryRedirects, type Area } from "@/config/site";
import { normalizeAddress } from "@/server/http/forwarded-address";

type GeoIp = typeof import("geoip-country");

/**
 * geoip-country reads its two data files (about 8 MB, shipped in the package, no network) when it is first
 * imported: about 100 ms and 27 MB of memory. Loaded once, on the first lookup, so pages and routes that never
 * ask pay nothing (decision 123).
 */
let loading: Promise<GeoIp> | null = null;
function geoIp(): Promise<GeoIp> {
  loading ??= import("geoip-country").then((m) => ((m as { default?: GeoIp }).default ?? m) as GeoIp);
  return loading;
}

/** Addresses that are nobody's country: loopback, private networks, link-local, carrier NAT, documentation. */
const local = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  local.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  local.addSubnet(net, prefix, "ipv6");

/** The country (ISO 3166 alpha-2, upper case) of a client address; null for local, private or unknown ones. */
export async function countryOfAddress(address: string): Promise<string | null> {
  const ip = normalizeAddress(address);
  const version = isIP(ip);
  if (!version || local.check(ip, version === 4 ? "ipv4" : "ipv6")) return null;
  try {
    const found = (await geoIp()).lookup(ip);
    return found && /^[A-Z]{2}$/.test(found.country) ? found.country : null;
  } catch {
    // A failed lookup is treated as normal (docs/product/api.md): no country, no redirect.
    return null;
  }
}

export interface VisitorCountry {
  /** Lower case, as the original site's client keeps it ("sa"), or null when unknown. */
  country: string | null;
  /** The area whose market the country is, or null. */
  area: Area | null;
  redirect: boolean;
  redirectUrl: string;
}

/** docs/product/entities.md first visitor-country lookup: the visitor's country, its area, and the redirect rule of site config. */
export async function visitorCountry(
  address: string,
  redirects: Readonly<Record<string, string>> = countryRedirects,
): Promise<VisitorCountry> {
  const country = await countryOfAddress(address);
  const redirectUrl = (country && redirects[country]) || "";
  return {
    country: country?.toLowerCase() ?? null,
    area: areaOfCountry(country),
    redirect: redirectUrl !== "",
    redirectUrl,
  };
}
