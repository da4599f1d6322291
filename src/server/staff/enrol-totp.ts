import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { brand } from "@/config/site";
import { getDb } from "@/db/client";
import { staffTotp } from "@/db/schema";
import type { Untrusted } from "@/server/accounts/fields";
import { clearRate, consumeRate, rules } from "@/server/accounts/rate-limit";
import { markSecondFactor } from "@/server/accounts/sessions";
import { AppError } from "@/server/errors/app-error";
import { replaceRecoveryCodes } from "./recovery-codes";
import { generateTotpSecret, matchTotp, otpauthUri } from "./totp";

/** A signed-in member of staff's session, before or after the second factor. */
export interface StaffSessionRef {
  userId: string;
  email: string;
  sessionId: string;
}

export const totpCodeSchema = z.object({
  code: z
    .string("codeRequired")
    .trim()
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "codeFormat")),
});

export const secondFactorSchema = z.object({
  code: z.string("codeRequired").trim().min(1, "codeRequired").max(32, "codeFormat"),
});

/** Whether this member of staff has a confirmed authenticator (else the next step is enrolment). */
export async function hasConfirmedTotp(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ confirmedAt: staffTotp.confirmedAt })
    .from(staffTotp)
    .where(eq(staffTotp.userId, userId));
  return Boolean(row?.confirmedAt);
}

/**
 * The secret to show while enrolling (QR code and text). A pending secret is kept, so reloading the page
 * shows the code already scanned; once confirmed, enrolment is closed (FORBIDDEN): an admin removes it first.
 */
export async function startTotpEnrolment(
  staff: StaffSessionRef,
  now: Date = new Date(),
): Promise<{ secret: string; uri: string }> {
  await getDb()
    .insert(staffTotp)
    .values({ userId: staff.userId, secret: generateTotpSecret(), createdAt: now })
    .onConflictDoNothing({ target: staffTotp.userId });
  const [row] = await getDb().select().from(staffTotp).where(eq(staffTotp.userId, staff.userId));
  if (!row || row.confirmedAt) throw new AppError("FORBIDDEN");
  return { secret: row.secret, uri: otpauthUri(brand.name, staff.email, row.secret) };
}

/**
 * Confirm enrolment with the first code from the app: the secret becomes the person's, ten recovery codes are
 * made (returned once, stored hashed) and this session has passed the second factor. Guesses count first.
 */
export async function confirmTotpEnrolment(
  staff: StaffSessionRef,
  input: Untrusted<typeof totpCodeSchema>,
  now: Date = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const { code } = totpCodeSchema.parse(input);
  await consumeRate(rules.staffSecondFactor, staff.userId, now);
  const codes = await getDb().transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(staffTotp)
      .where(and(eq(staffTotp.userId, staff.userId), isNull(staffTotp.confirmedAt)));
    if (!pending) throw new AppError("FORBIDDEN");
    const step = matchTotp(pending.secret, code, now);
    if (step === null) throw new AppError("INVALID_CODE", {}, { code: "codeWrong" });
    const [confirmed] = await tx
      .update(staffTotp)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(staffTotp.userId, staff.userId), isNull(staffTotp.confirmedAt)))
      .returning({ userId: staffTotp.userId });
    if (!confirmed) throw new AppError("FORBIDDEN");
    if (!(await markSecondFactor(staff.sessionId, now, tx))) throw new AppError("UNAUTHENTICATED");
    return replaceRecoveryCodes(tx, staff.userId, now);
  });
  await clearRate(rules.staffSecondFactor, staff.userId);
  return { recoveryCodes: codes };
}
