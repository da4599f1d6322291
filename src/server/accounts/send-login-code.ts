import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { loginCodes, type EarlierLoginCode } from "@/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { detached, type Background } from "./background";
import { consumeRate, rules } from "./rate-limit";
import { generateCode, sha256 } from "./tokens";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
/** Codes live at once: the newest and at most this many earlier ones still within their 10 minutes (decision 220). */
export const CODE_EARLIER_KEPT = 2;

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
 * up, storing the code and queueing the mail happen after the answer. A new code does not end the earlier ones
 * still within their 10 minutes (a second "Send code" after a reload must not make the first mail useless); the
 * tries counter starts again with it and counts tries against all live codes together (decision 220).
 */
export async function sendLoginCode(
  input: Untrusted<typeof sendLoginCodeSchema>,
  ctx: SendLoginCodeContext,
): Promise<void> {
  return sendParsedLoginCode(sendLoginCodeSchema.parse(input), ctx);
}

/** sendLoginCode for a caller whose contract parsed the input with sendLoginCodeSchema already (no second parse). */
export async function sendParsedLoginCode(
  { email }: z.output<typeof sendLoginCodeSchema>,
  ctx: SendLoginCodeContext,
): Promise<void> {
  const now = ctx.now ?? new Date();
  await consumeRate(rules.loginCodeMail, email, now);
  await (ctx.background ?? detached)(() => issueLoginCode(email, ctx.locale, now));
}

async function issueLoginCode(email: string, locale: string, now: Date): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const code = generateCode();
  const codeHash = hashLoginCode(user.id, code);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  await getDb().transaction(async (tx) => {
    // The row is locked for the read and the write, so two codes sent at once both stay live.
    const [current] = await tx
      .select({ codeHash: loginCodes.codeHash, expiresAt: loginCodes.expiresAt, earlier: loginCodes.earlierCodes })
      .from(loginCodes)
      .where(eq(loginCodes.userId, user.id))
      .for("update");
    const earlierCodes = current ? liveEarlierCodes(current, now) : [];
    await tx
      .insert(loginCodes)
      .values({ userId: user.id, codeHash, earlierCodes, attempts: 0, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: loginCodes.userId,
        set: { codeHash, earlierCodes, attempts: 0, expiresAt, createdAt: now },
      });
    await enqueueMail(tx, {
      to: user.email,
      locale,
      template: "login-code",
      props: { firstName: user.firstName, code, minutes: CODE_TTL_MINUTES },
    });
  });
}

/** The codes that stay live beside a new one: the current and the earlier ones not yet expired, newest first. */
export function liveEarlierCodes(
  current: { codeHash: string; expiresAt: Date; earlier: EarlierLoginCode[] },
  now: Date,
): EarlierLoginCode[] {
  return [{ hash: current.codeHash, expiresAt: current.expiresAt.toISOString() }, ...current.earlier]
    .filter((c) => Date.parse(c.expiresAt) > now.getTime())
    .slice(0, CODE_EARLIER_KEPT);
}
