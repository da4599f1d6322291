import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes } from "@/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { detached, type Background } from "./background";
import { consumeRate, rules } from "./rate-limit";
import { generateCode, sha256 } from "./tokens";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;

export const sendLoginCodeSchema = z.object({ email: emailField });

export function hashLoginCode(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}

export interface SendLoginCodeContext {
  locale: string;
  now?: Date;
  /** Where the account-dependent work runs: after the answer (routes pass Next's `after`). */
  background?: Background;
}

/**
 * E-mail a 6-digit sign-in code. The answer is the same, after the same work, whether or not the address has
 * an account: the caller waits only for the per-address limit (which counts every request); looking the address
 * up, storing the code and queueing the mail happen after the answer. A new code replaces the previous one.
 */
export async function sendLoginCode(
  input: Untrusted<typeof sendLoginCodeSchema>,
  ctx: SendLoginCodeContext,
): Promise<void> {
  const { email } = sendLoginCodeSchema.parse(input);
  const now = ctx.now ?? new Date();
  await consumeRate(rules.loginCodeMail, email, now);
  await (ctx.background ?? detached)(() => issueLoginCode(email, ctx.locale, now));
}

async function issueLoginCode(email: string, locale: string, now: Date): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  await getDb().transaction(async (tx) => {
    await tx
      .insert(loginCodes)
      .values({ userId: user.id, codeHash: hashLoginCode(user.id, code), attempts: 0, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: loginCodes.userId,
        set: { codeHash: hashLoginCode(user.id, code), attempts: 0, expiresAt, createdAt: now },
      });
    await enqueueMail(tx, {
      to: user.email,
      locale,
      template: "login-code",
      props: { firstName: user.firstName, code, minutes: CODE_TTL_MINUTES },
    });
  });
}
