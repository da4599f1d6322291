/**
 * Encryption at rest for special-category data (health answers), decision 181: AES-256-GCM through Node's
 * crypto, a fresh 96-bit IV per message, the key id bound as additional data. Keys come from configuration
 * (`HEALTH_DATA_KEYS`: "id:base64key,…", 32-byte keys, the first one encrypts, every one decrypts), so a key is
 * rotated by putting a new one first, re-sealing old rows (`resealAll`), then removing the old key.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface Sealed {
  /** Which key sealed it. */
  k: string;
  iv: string;
  tag: string;
  ct: string;
}

export interface KeyRing {
  current: string;
  keys: Map<string, Buffer>;
}

/** Parse "id:base64,id2:base64"; throws a message naming what is wrong (never the key). */
export function parseKeyRing(value: string): KeyRing {
  const keys = new Map<string, Buffer>();
  let current = "";
  for (const entry of value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(":");
    const id = entry.slice(0, at);
    if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id))
      throw new Error("HEALTH_DATA_KEYS: each entry is id:base64key (id of letters, digits, - or _)");
    const key = Buffer.from(entry.slice(at + 1), "base64");
    if (key.length !== 32) throw new Error(`HEALTH_DATA_KEYS: key ${id} must be 32 bytes (base64 of 32 random bytes)`);
    if (keys.has(id)) throw new Error(`HEALTH_DATA_KEYS: key id ${id} appears twice`);
    keys.set(id, key);
    current ||= id;
  }
  if (!current) throw new Error("HEALTH_DATA_KEYS: no key");
  return { current, keys };
}

export function seal(ring: KeyRing, plain: unknown): Sealed {
  const key = ring.keys.get(ring.current)!;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(`aurum-health:${ring.current}`));
  const ct = Buffer.concat([cipher.update(JSON.stringify(plain), "utf8"), cipher.final()]);
  return {
    k: ring.current,
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    ct: ct.toString("base64"),
  };
}

/** Throws when the key is unknown or the data was altered (GCM's tag). */
export function open<T>(ring: KeyRing, box: Sealed): T {
  const key = ring.keys.get(box.k);
  if (!key) throw new Error(`health data sealed with key ${box.k}, which is no longer configured`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(box.iv, "base64"));
  decipher.setAAD(Buffer.from(`aurum-health:${box.k}`));
  decipher.setAuthTag(Buffer.from(box.tag, "base64"));
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(box.ct, "base64")), decipher.final()]).toString("utf8"),
  ) as T;
}

/** A box sealed with an older key, sealed again with the current one (rotation). */
export function reseal(ring: KeyRing, box: Sealed): Sealed {
  return box.k === ring.current ? box : seal(ring, open(ring, box));
}
