import "server-only";
import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Short, readable, unguessable reference: AU-7KQ2M9PX (orders), BK-… (bookings), PG-… (programmes), CP-… (coupons). */
export function newReference(prefix: "AU" | "BK" | "PG" | "CP"): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}
