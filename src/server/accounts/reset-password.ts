import "server-only";
import { markAddressProven } from "./prove-address";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes, passwordResets, sessions, users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { passwordTwiceFields, type Untrusted, withPasswordConfirmed } from "./fields";
import { hashPassword } from "./password";
import { clearRate, rules } from "./rate-limit";
import { linkIsLive, liveLink } from "./one-time-links";

export const resetPasswordSchema = withPasswordConfirmed(
  z.object({
    token: z.string({ error: "resetLinkExpired" }).min(1, "resetLinkExpired").max(128, "resetLinkExpired"),
    ...passwordTwiceFields,
  }),
);

/** Whether a reset link can still be used (to show the form or "reset link expired" straight away). */
export async function checkResetToken(token: string, now: Date = new Date()): Promise<boolean> {
  return linkIsLive(passwordResets, token, now);
}

/**
 * Set a new password through a reset link. The link is spent in the same transaction (a second use, even a
 * concurrent one, finds it used); every session of the account ends.
 */
export async function resetPassword(
  input: Untrusted<typeof resetPasswordSchema>,
  ctx: { now?: Date } = {},
): Promise<{ email: string }> {
  const data = resetPasswordSchema.parse(input);
  const now = ctx.now ?? new Date();
  const passwordHash = await hashPassword(data.password);
  const email = await getDb().transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveLink(passwordResets, data.token, now))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AppError("RESET_LINK_EXPIRED");
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning({ email: users.email });
    if (!user) throw new AppError("RESET_LINK_EXPIRED");
    // The link reached the mailbox: the address is proven (decision 210).
    await markAddressProven(tx, { userId: spent.userId, email: user.email, by: "reset", now });
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt)));
    await tx.delete(loginCodes).where(eq(loginCodes.userId, spent.userId));
    return user.email;
  });
  // The owner proved control of the mailbox: forget the wrong passwords others tried.
  await clearRate(rules.passwordAccount, email);
  return { email };
}
