import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes, mailOutbox, passwordResets, rateLimits, sessions, users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { checkbox, type Untrusted } from "./fields";
import { verifyPassword } from "./password";
import { consumeRate, rules } from "./rate-limit";

export const deleteAccountSchema = z.object({
  /** The current password: a session left open on a shared computer is not enough to delete the account. */
  password: z.string("oldPasswordRequired").min(1, "oldPasswordRequired").max(256, "oldPasswordRequired"),
  confirm: checkbox.refine((yes) => yes, "deleteConfirmRequired"),
});

/**
 * Delete an account, after the current password is checked (counted first against the account's sign-in limit,
 * decision 070): personal data is removed or anonymized, the row stays (orders and bookings reference it
 * and are kept for accounting), every session ends. The address becomes free for a new registration.
 */
export async function deleteAccount(userId: string, input: Untrusted<typeof deleteAccountSchema>, now: Date = new Date()): Promise<void> {
  const data = deleteAccountSchema.parse(input);
  const [owner] = await getDb().select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!owner) return;
  await consumeRate(rules.signInAccount, owner.email, now);
  if (!owner.passwordHash || !(await verifyPassword(owner.passwordHash, data.password))) {
    throw new AppError("WRONG_PASSWORD", {}, { password: "oldPasswordWrong" });
  }
  await getDb().transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        title: null,
        firstName: "Deleted",
        lastName: "Account",
        mobile: null,
        postcode: null,
        street: null,
        passwordHash: null,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    // Ended, not deleted: an app still holding a token is told "signed out elsewhere" (10014) until the
    // retention job removes revoked sessions; the rows hold no personal data (a token hash and times).
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.delete(loginCodes).where(eq(loginCodes.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(rateLimits).where(eq(rateLimits.key, user.email));
    // Mails already written to them carry their name: drop the copies we keep.
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
  });
}
