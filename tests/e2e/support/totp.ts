import { createHmac, randomBytes } from "node:crypto";

/**
 * The journeys' own authenticator app: RFC 6238 written again here on purpose, so the site's implementation
 * is checked against an independent one (and the journeys need no server module).
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function randomTotpSecret(): string {
  let bits = "";
  for (const byte of randomBytes(20)) bits += byte.toString(2).padStart(8, "0");
  return bits
    .match(/.{5}/g)!
    .map((chunk) => BASE32[parseInt(chunk, 2)])
    .join("");
}

export function totpForStep(secret: string, step: number): string {
  const bits = secret
    .replace(/[\s=]/g, "")
    .toUpperCase()
    .split("")
    .map((c) => BASE32.indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

export const currentStep = () => Math.floor(Date.now() / 30_000);
