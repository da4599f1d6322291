import "server-only";
import { randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

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

/**
 * The code is stored as scrypt(salt, code): a leaked table does not spend anyone's card. scrypt runs on
 * libuv's thread pool (never the synchronous variant on a request path: it blocks every other request).
 */
export async function hashGiftCardCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code.toUpperCase(), salt, 32);
  return `scrypt:${salt.toString("base64")}:${hash.toString("base64")}`;
}

export async function verifyGiftCardCode(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split(":");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  if (expected.length === 0) return false;
  const actual = await scryptAsync(code.toUpperCase(), Buffer.from(salt, "base64"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A stored hash of a code nobody has, verified when the number is unknown so both answers cost the same. */
let dummyHash: Promise<string> | null = null;
export function dummyGiftCardHash(): Promise<string> {
  dummyHash ??= hashGiftCardCode(randomString(6));
  return dummyHash;
}
