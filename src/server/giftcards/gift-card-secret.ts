import "server-only";
import { randomInt, scryptSync, randomBytes, timingSafeEqual } from "node:crypto";

/** Capital letters and digits without the look-alikes (0/O, 1/I). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function randomString(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A new gift card's 16-character number and 6-character code (secure random). */
export function newGiftCardSecrets(): { number: string; code: string } {
  return { number: randomString(16), code: randomString(6) };
}

/** The code is stored as scrypt(salt, code): a leaked table does not spend anyone's card. */
export function hashGiftCardCode(code: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(code.toUpperCase(), salt, 32);
  return `scrypt:${salt.toString("base64")}:${hash.toString("base64")}`;
}

export function verifyGiftCardCode(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split(":");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = scryptSync(code.toUpperCase(), Buffer.from(salt, "base64"), expected.length);
  return timingSafeEqual(actual, expected);
}
