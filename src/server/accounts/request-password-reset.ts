import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import { passwordResets } from "@/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { detached, type Background } from "./background";
import { consumeRate, rules } from "./rate-limit";
import type { Tx } from "@/db/client";
import { generateToken, sha256 } from "./tokens";

export const RESET_TTL_MINUTES = 60;

export const requestPasswordResetSchema = z.object({ email: emailField });

export interface ResetContext {
  locale: string;
  /** Absolute URL of the reset page; the token is appended as ?token=. */
  resetPageUrl: string;
  now?: Date;
  /** Where the account-dependent work runs: after the answer (actions pass Next's `after`). */
  background?: Background;
}

/**
 * Mail a reset link (one hour, single use). Same answer, after the same work, whether or not the address has an
 * account: the caller waits only for the per-address limit; the look-up and the mail happen after the answer.
 */
export async function requestPasswordReset(
  input: Untrusted<typeof requestPasswordResetSchema>,
  ctx: ResetContext,
): Promise<void> {
  const { email } = requestPasswordResetSchema.parse(input);
  const now = ctx.now ?? new Date();
  await consumeRate(rules.resetMail, email, now);
  await (ctx.background ?? detached)(() => issueResetLink(email, ctx, now));
}

/**
 * A single-use link token to set a password (reset-password page): kept as its SHA-256 in password_resets.
 * Also the new member of staff's set-password link (a longer life: they may read the mail next morning).
 */
export async function createPasswordSetToken(
  tx: Tx,
  userId: string,
  now: Date,
  ttlMinutes = RESET_TTL_MINUTES,
): Promise<string> {
  const token = generateToken();
  await tx
    .insert(passwordResets)
    .values({ id: sha256(token), userId, expiresAt: new Date(now.getTime() + ttlMinutes * 60_000), createdAt: now });
  return token;
}

async function issueResetLink(email: string, ctx: ResetContext, now: Date): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  await getDb().transaction(async (tx) => {
    const token = await createPasswordSetToken(tx, user.id, now);
    await enqueueMail(tx, {
      to: user.email,
      locale: ctx.locale,
      template: "password-reset",
      props: { firstName: user.firstName, url: `${ctx.resetPageUrl}?token=${token}`, minutes: RESET_TTL_MINUTES },
    });
  });
}
