import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { checkbox, emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { clearRate, consumeRate, refundAttempt, rules } from "./rate-limit";
import { CODE_MAX_TRIES, hashLoginCode } from "./send-login-code";
import { markAddressProven } from "./prove-address";
import { logSignIn, type SignInLogSink } from "./sign-in-log";
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

/** Stands in for the user id when the address has no account, so both cases run the same queries. */
const NO_USER = "00000000-0000-0000-0000-000000000000";

/**
 * Sign in with the e-mailed code: single use, 10 minutes, at most 5 tries, compared in constant time.
 * Every try is counted before it is compared, in one statement (`attempts = attempts + 1 … where
 * attempts < 5 … returning`): of 100 parallel guesses at most 5 are compared (decision 070).
 */
export function signInWithCode(
  input: Untrusted<typeof signInWithCodeSchema>,
  ctx: { ip: string; now?: Date; log?: SignInLogSink },
): Promise<{ userId: string; email: string; session: NewSession }> {
  return logSignIn(
    "code",
    { ip: ctx.ip, email: input?.email },
    () => checkCode(signInWithCodeSchema.parse(input), ctx),
    ctx.log,
  );
}

/** signInWithCode for a caller whose contract parsed the input with signInWithCodeSchema already (no second parse). */
export function signInWithParsedCode(
  data: z.output<typeof signInWithCodeSchema>,
  ctx: { ip: string; now?: Date; log?: SignInLogSink },
): Promise<{ userId: string; email: string; session: NewSession }> {
  return logSignIn("code", { ip: ctx.ip, email: data.email }, () => checkCode(data, ctx), ctx.log);
}

async function checkCode(
  data: z.output<typeof signInWithCodeSchema>,
  ctx: { ip: string; now?: Date },
): Promise<{ userId: string; email: string; session: NewSession }> {
  const now = ctx.now ?? new Date();
  // Per address only: wrong passwords for the account never block its owner's code (decision 243); each code allows
  // 5 tries and at most 5 codes are mailed in 15 minutes.
  await consumeRate(rules.signInIp, ctx.ip, now);

  const user = await findUserByEmail(data.email);
  const [counted] = await getDb()
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        eq(loginCodes.userId, user?.id ?? NO_USER),
        lt(loginCodes.attempts, CODE_MAX_TRIES),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: loginCodes.codeHash, earlier: loginCodes.earlierCodes });
  // The newest code and the earlier ones still live (decision 220): one try, compared with each, counted once.
  const tried = user ? hashLoginCode(user.id, data.code) : "";
  const live = counted
    ? [counted.codeHash, ...counted.earlier.filter((c) => Date.parse(c.expiresAt) > now.getTime()).map((c) => c.hash)]
    : [];
  const matches = user ? live.map((hash) => sameDigest(tried, hash)).includes(true) : false;
  if (!user || !counted || !matches) throw new AppError("INVALID_CODE", {}, { code: "codeInvalid" });

  const result = await getDb().transaction(async (tx) => {
    // Single use: whoever deletes the row first wins, and every code sent to the account ends with it.
    const deleted = await tx
      .delete(loginCodes)
      .where(eq(loginCodes.userId, user.id))
      .returning({ userId: loginCodes.userId });
    if (deleted.length === 0) throw new AppError("INVALID_CODE", {}, { code: "codeInvalid" });
    // The code reached the mailbox: the address is proven (decision 210).
    await markAddressProven(tx, { userId: user.id, email: user.email, by: "code", now });
    const session = await createSession(user.id, data.remember, now, tx);
    return { userId: user.id, email: user.email, session };
  });
  // The code proves the mailbox: forget the wrong passwords others tried.
  await clearRate(rules.passwordAccount, data.email);
  await refundAttempt(rules.signInIp, ctx.ip);
  return result;
}
