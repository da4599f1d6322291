import "server-only";
import { z } from "zod";
import { AppError } from "@/server/errors/app-error";
import { checkbox, emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { dummyPasswordHash, verifyPassword } from "./password";
import { clearRate, consumeRate, refundAttempt, rules } from "./rate-limit";
import { logSignIn, type SignInLogSink } from "./sign-in-log";
import { createSession, type NewSession } from "./sessions";

export const signInSchema = z.object({
  email: emailField,
  password: z.string("passwordRequired").min(1, "passwordRequired").max(256, "passwordRequired"),
  remember: checkbox,
});

export type SignInInput = z.input<typeof signInSchema>;

export interface SignInContext {
  ip: string;
  now?: Date;
  /** Where the attempt is logged (tests read it); the request log by default. */
  log?: SignInLogSink;
}

/**
 * Password sign-in. The attempt is counted first, atomically, per address and per account, and only then is
 * the password checked: of 50 parallel guesses at most 10 are checked (decision 070). A locked account refuses
 * even the right password until the window passes. One answer for "no such account" and "wrong password",
 * and the same work in both cases. A success gives its count back.
 */
export function signInWithPassword(
  input: Untrusted<typeof signInSchema>,
  ctx: SignInContext,
): Promise<{ userId: string; email: string; role: string; session: NewSession }> {
  return logSignIn("password", { ip: ctx.ip, email: input?.email }, () => checkPassword(input, ctx), ctx.log);
}

async function checkPassword(
  input: Untrusted<typeof signInSchema>,
  ctx: SignInContext,
): Promise<{ userId: string; email: string; role: string; session: NewSession }> {
  const data = signInSchema.parse(input);
  const now = ctx.now ?? new Date();
  await consumeRate(rules.signInIp, ctx.ip, now);
  await consumeRate(rules.signInAccount, data.email, now);

  const user = await findUserByEmail(data.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), data.password);
  if (!user || !user.passwordHash || !valid) throw new AppError("INVALID_CREDENTIALS");
  await clearRate(rules.signInAccount, data.email);
  await refundAttempt(rules.signInIp, ctx.ip);
  const session = await createSession(user.id, data.remember, now);
  return { userId: user.id, email: user.email, role: user.role, session };
}
