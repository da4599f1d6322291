import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes } from "@/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { consumeRate, rules } from "./rate-limit";
import { generateCode, sha256 } from "./tokens";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;

export const sendLoginCodeSchema = z.object({ email: emailField });

export function hashLoginCode(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}

/**
 * E-mail a 6-digit sign-in code. The answer is the same whether or not the address has an account;
 * the per-address limit counts every request. A new code replaces the previous one.
 */
export async function sendLoginCode(input: Untrusted<typeof sendLoginCodeSchema>, ctx: { locale: string; now?: Date }): Promise<void> {
  const { email } = sendLoginCodeSchema.parse(input);
  const now = ctx.now ?? new Date();
  await consumeRate(rules.loginCodeMail, email, now);
  const user = await findUserByEmail(email);
  if (!user) return;
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  await getDb().transaction(async (tx) => {
    await tx
      .insert(loginCodes)
      .values({ userId: user.id, codeHash: hashLoginCode(user.id, code), attempts: 0, expiresAt, createdAt: now })
      .onConflictDoUpdate({ target: loginCodes.userId, set: { codeHash: hashLoginCode(user.id, code), attempts: 0, expiresAt, createdAt: now } });
    await enqueueMail(tx, {
      to: user.email,
      locale: ctx.locale,
      template: "login-code",
      props: { firstName: user.firstName, code, minutes: CODE_TTL_MINUTES },
    });
  });
}
