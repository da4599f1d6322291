import "server-only";
import { z } from "zod";
import { AppError } from "@/server/errors/app-error";
import { checkbox, emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { dummyPasswordHash, verifyPassword } from "./password";
import { verifyBotCheck } from "@/server/bot-check/verify-bot-check";
import { clearRate, consumeRate, countAttempt, refundAttempt, rules } from "./rate-limit";
import { logSignIn, type SignInLogSink } from "./sign-in-log";
import { createSession, type NewSession } from "./sessions";

export const signInSchema = z.object({
  email: emailField,
  password: z.string("passwordRequired").min(1, "passwordRequired").max(256, "passwordRequired"),
  remember: checkbox,
});

export interface SignInContext {
  ip: string;
  now?: Date;
  /** The bot check's proof of work (form "sign-in"), asked for after many wrong passwords for the account. */
  proof?: unknown;
  /** How the slow-down waits (tests pass one that records instead). */
  wait?: (ms: number) => Promise<void>;
  /** Where the attempt is logged (tests read it); the request log by default. */
  log?: SignInLogSink;
}

/** Wrong passwords for one account answered at once; after these each answer waits a second more, up to five. */
export const PASSWORD_SLOWDOWN_AFTER = 5;
const MAX_DELAY_MS = 5_000;
/** Wrong passwords for one account in the window (rules.passwordAccount) after which each try needs a proof of work. */
export const PASSWORD_PROOF_AFTER = rules.passwordAccount.limit;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Password sign-in. The attempt is counted first, atomically, per address and per account, and only then is the
 * password checked (decision 070). Per address, failed sign-ins are refused past their limit. Per account nothing
 * locks (decision 243, issue 39: a stranger's wrong passwords locked the owner out): past 5 wrong passwords in 15
 * minutes each answer slows down, past 10 each try needs the bot check's proof of work (PROOF_REQUIRED), whoever
 * sends it, the owner included; the e-mailed code is never affected. One answer for "no such account" and "wrong
 * password", and the same work in both cases. A success clears the account's count and gives the address's back.
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
  const tries = await countAttempt(rules.passwordAccount, data.email, now);
  if (tries.count > PASSWORD_PROOF_AFTER) {
    try {
      if (ctx.proof === undefined || ctx.proof === null || ctx.proof === "") throw new AppError("PROOF_REQUIRED");
      await verifyBotCheck({ form: "sign-in", payload: ctx.proof, honeypot: "", now });
    } catch (error) {
      // Not a password tried: neither count keeps it.
      await refundAttempt(rules.passwordAccount, data.email);
      await refundAttempt(rules.signInIp, ctx.ip);
      throw error;
    }
  } else if (tries.count > PASSWORD_SLOWDOWN_AFTER) {
    await (ctx.wait ?? sleep)(Math.min((tries.count - PASSWORD_SLOWDOWN_AFTER) * 1_000, MAX_DELAY_MS));
  }

  const user = await findUserByEmail(data.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), data.password);
  if (!user || !user.passwordHash || !valid) throw new AppError("INVALID_CREDENTIALS");
  await clearRate(rules.passwordAccount, data.email);
  await refundAttempt(rules.signInIp, ctx.ip);
  const session = await createSession(user.id, data.remember, now);
  return { userId: user.id, email: user.email, role: user.role, session };
}
