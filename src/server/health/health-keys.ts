import "server-only";
import { env } from "@/config/env";
import { parseKeyRing, type KeyRing } from "./sealed-box";

/**
 * The key ring for health data (decision 181). Outside production and with HEALTH_DATA=demo: a fixed key
 * that is public in this repository (demo data only). Production without HEALTH_DATA_KEYS never starts.
 */
const DEMO_RING = `demo:${Buffer.from("aurum-demo-health-key-not-secret").toString("base64")}`;

let cached: { source: string; ring: KeyRing } | null = null;

export function healthKeyRing(): KeyRing {
  const source = env().HEALTH_DATA_KEYS ?? DEMO_RING;
  if (cached?.source !== source) cached = { source, ring: parseKeyRing(source) };
  return cached.ring;
}
