import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { newPassword, type Untrusted, whenValid } from "./fields";
import { hashPassword, verifyPassword } from "./password";
import { revokeOtherSessions } from "./sessions";

export const changePasswordSchema = z
  .object({
    oldPassword: z.string("oldPasswordRequired").min(1, "oldPasswordRequired").max(256, "oldPasswordRequired"),
    newPassword: newPassword("newPasswordRequired"),
    confirmPassword: z.string("passwordMismatch"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "passwordMismatch",
    when: whenValid("newPassword", "confirmPassword"),
  });

/** Change the password; every other session of the account is signed out, and the owner is told by mail. */
export async function changePassword(
  user: { id: string; sessionId: string },
  input: Untrusted<typeof changePasswordSchema>,
  ctx: { resetPageUrl: string; now?: Date },
): Promise<void> {
  const data = changePasswordSchema.parse(input);
  const now = ctx.now ?? new Date();
  const [row] = await getDb()
    .select({ passwordHash: users.passwordHash, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, data.oldPassword))) {
    throw new AppError("WRONG_PASSWORD", {}, { oldPassword: "oldPasswordWrong" });
  }
  const passwordHash = await hashPassword(data.newPassword);
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeOtherSessions(user.id, user.sessionId, now, tx);
    await enqueueMail(tx, {
      to: row.email,
      locale: row.locale,
      template: "password-changed",
      props: { firstName: row.firstName, resetUrl: ctx.resetPageUrl },
    });
  });
}
