import "server-only";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffRecoveryCodes, staffTotp } from "@/db/schema";
import type { Untrusted } from "@/server/accounts/fields";
import { clearRate, consumeRate, rules } from "@/server/accounts/rate-limit";
import { markSecondFactor } from "@/server/accounts/sessions";
import { logSignIn } from "@/server/accounts/sign-in-log";
import { AppError } from "@/server/errors/app-error";
import { secondFactorSchema, type StaffSessionRef } from "./enrol-totp";
import { recoveryCodeHash } from "./recovery-codes";
import { matchTotp } from "./totp";

/**
 * The second sign-in step for staff: a code from the authenticator app, or one of the recovery codes.
 * The guess is counted first, atomically (5 per 15 minutes per person, decision 131): of 20 parallel guesses
 * at most 5 are checked. An accepted TOTP step is recorded with a conditional update, so the same code (or an
 * older one) cannot be used again, even by two requests at once; a recovery code is spent the same way.
 */
export async function verifySecondFactor(
  staff: StaffSessionRef,
  input: Untrusted<typeof secondFactorSchema>,
  now: Date = new Date(),
  client = "unknown",
): Promise<{ usedRecoveryCode: boolean }> {
  // Logged like every sign-in step (decision 098): who, the outcome, from where; never the code.
  const result = await logSignIn("second_factor", { ip: client, userId: staff.userId }, async () => ({
    userId: staff.userId,
    ...(await checkSecondFactor(staff, input, now)),
  }));
  return { usedRecoveryCode: result.usedRecoveryCode };
}

async function checkSecondFactor(
  staff: StaffSessionRef,
  input: Untrusted<typeof secondFactorSchema>,
  now: Date,
): Promise<{ usedRecoveryCode: boolean }> {
  const { code } = secondFactorSchema.parse(input);
  await consumeRate(rules.staffSecondFactor, staff.userId, now);
  const digits = code.replace(/\s/g, "");
  const usedRecoveryCode = !/^\d{6}$/.test(digits);
  await getDb().transaction(async (tx) => {
    if (usedRecoveryCode) {
      const [spent] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
            eq(staffRecoveryCodes.userId, staff.userId),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ userId: staffRecoveryCodes.userId });
      if (!spent) throw new AppError("INVALID_CODE", {}, { code: "codeWrong" });
    } else {
      const [totp] = await tx
        .select({ secret: staffTotp.secret })
        .from(staffTotp)
        .where(and(eq(staffTotp.userId, staff.userId), isNotNull(staffTotp.confirmedAt)));
      if (!totp) throw new AppError("FORBIDDEN");
      const step = matchTotp(totp.secret, digits, now);
      if (step === null) throw new AppError("INVALID_CODE", {}, { code: "codeWrong" });
      const [accepted] = await tx
        .update(staffTotp)
        .set({ lastUsedStep: step })
        .where(
          and(eq(staffTotp.userId, staff.userId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))),
        )
        .returning({ userId: staffTotp.userId });
      if (!accepted) throw new AppError("INVALID_CODE", {}, { code: "codeUsed" });
    }
    if (!(await markSecondFactor(staff.sessionId, now, tx))) throw new AppError("UNAUTHENTICATED");
  });
  await clearRate(rules.staffSecondFactor, staff.userId);
  return { usedRecoveryCode };
}
