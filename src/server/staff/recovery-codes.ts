import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { staffRecoveryCodes } from "@/db/schema";
import type { Tx } from "@/db/client";
import { sha256 } from "@/server/accounts/tokens";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes of ten characters (about 49 bits each), shown as "xxxxx-xxxxx". */
function generateRecoveryCode(): string {
  const chars = Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a person typed, reduced to the stored form: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, "");
}

export function recoveryCodeHash(typed: string): string {
  return sha256(`staff-recovery:${normalizeRecoveryCode(typed)}`);
}

/** Replace a member of staff's recovery codes with ten new ones; the codes are returned once and kept only hashed. */
export async function replaceRecoveryCodes(tx: Tx, userId: string, now: Date): Promise<string[]> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ codeHash: recoveryCodeHash(code), userId, createdAt: now })));
  return codes;
}
