import "server-only";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes, users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { checkbox, emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { assertNotLimited, clearRate, countEvent, rules } from "./rate-limit";
import { CODE_MAX_TRIES, hashLoginCode } from "./send-login-code";
import { createSession, type NewSession } from "./sessions";
import { sameDigest } from "./tokens";

export const signInWithCodeSchema = z.object({
  email: emailField,
  code: z
    .string("codeRequired")
    .trim()
    .min(1, "codeRequired")
    .regex(/^\d{6}$/, "codeFormat"),
  remember: checkbox,
});

/** Sign in with the e-mailed code: single use, 10 minutes, at most 5 tries, compared in constant time. */
export async function signInWithCode(input: Untrusted<typeof signInWithCodeSchema>, ctx: { ip: string; now?: Date }): Promise<{ userId: string; email: string; session: NewSession }> {
  const data = signInWithCodeSchema.parse(input);
  const now = ctx.now ?? new Date();
  await assertNotLimited(rules.signInIp, ctx.ip, now);
  await assertNotLimited(rules.signInAccount, data.email, now);

  const user = await findUserByEmail(data.email);
  const [row] = user ? await getDb().select().from(loginCodes).where(eq(loginCodes.userId, user.id)) : [];
  const usable = row && row.expiresAt.getTime() > now.getTime() && row.attempts < CODE_MAX_TRIES;
  const matches = usable ? sameDigest(hashLoginCode(user!.id, data.code), row.codeHash) : false;

  if (!user || !row || !usable || !matches) {
    if (row && usable) {
      await getDb()
        .update(loginCodes)
        .set({ attempts: sql`${loginCodes.attempts} + 1` })
        .where(eq(loginCodes.userId, row.userId));
    }
    await countEvent(rules.signInIp, ctx.ip, now);
    await countEvent(rules.signInAccount, data.email, now);
    throw new AppError("INVALID_CODE", {}, { code: "codeInvalid" });
  }

  const result = await getDb().transaction(async (tx) => {
    // Single use: whoever deletes the row first wins.
    const deleted = await tx.delete(loginCodes).where(eq(loginCodes.userId, user.id)).returning({ userId: loginCodes.userId });
    if (deleted.length === 0) throw new AppError("INVALID_CODE", {}, { code: "codeInvalid" });
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
    const session = await createSession(user.id, data.remember, now, tx);
    return { userId: user.id, email: user.email, session };
  });
  await clearRate(rules.signInAccount, data.email);
  return result;
}
