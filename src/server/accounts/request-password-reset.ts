import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import { passwordResets } from "@/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { emailField, type Untrusted } from "./fields";
import { findUserByEmail } from "./find-user";
import { detached, type Background } from "./background";
import { consumeRate, rules } from "./rate-limit";
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
export async function requestPasswordReset(input: Untrusted<typeof requestPasswordResetSchema>, ctx: ResetContext): Promise<void> {
  const { email } = requestPasswordResetSchema.parse(input);
  const now = ctx.now ?? new Date();
  await consumeRate(rules.resetMail, email, now);
  await (ctx.background ?? detached)(() => issueResetLink(email, ctx, now));
}

async function issueResetLink(email: string, ctx: ResetContext, now: Date): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = generateToken();
  await getDb().transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      id: sha256(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await enqueueMail(tx, {
      to: user.email,
      locale: ctx.locale,
      template: "password-reset",
      props: { firstName: user.firstName, url: `${ctx.resetPageUrl}?token=${token}`, minutes: RESET_TTL_MINUTES },
    });
  });
}
