import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";

export interface RateRule {
  bucket: string;
  /** How many events one window allows. */
  limit: number;
  windowMs: number;
}

/** DESIGN 6: rate limits on sign-in, codes and reset mails, kept in the database so every instance agrees. */
export const rules = {
  /** Wrong passwords or codes in a row for one account; a success clears it. */
  signInAccount: { bucket: "signin-account", limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins from one address, whatever the account (spraying). */
  signInIp: { bucket: "signin-ip", limit: 50, windowMs: 15 * 60_000 },
  loginCodeMail: { bucket: "login-code-mail", limit: 5, windowMs: 15 * 60_000 },
  resetMail: { bucket: "reset-mail", limit: 5, windowMs: 60 * 60_000 },
  /** Chair holds at checkout: a visitor picks a few times; a script taking every chair does not get far. */
  chairHoldIp: { bucket: "chair-hold-ip", limit: 120, windowMs: 15 * 60_000 },
  chairHoldBrowser: { bucket: "chair-hold-browser", limit: 30, windowMs: 15 * 60_000 },
  /** Adding a gift card to an account: 5 tries per card number an hour, so its 6-character code cannot be guessed. */
  giftCardAddCard: { bucket: "gift-card-add-card", limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

function minutesLeft(windowStartedAt: Date, rule: RateRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 60_000));
}

/** Throw RATE_LIMITED ("try again in N minutes") when the window is full, without counting. */
export async function assertNotLimited(rule: RateRule, key: string, now: Date): Promise<void> {
  const [row] = await getDb()
    .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
  if (!row) return;
  const open = row.windowStartedAt.getTime() + rule.windowMs > now.getTime();
  if (open && row.count >= rule.limit) {
    throw new AppError("RATE_LIMITED", { minutes: minutesLeft(row.windowStartedAt, rule, now) });
  }
}

/** Count one event atomically (one upsert, safe across instances); a passed window starts over. */
export async function countEvent(rule: RateRule, key: string, now: Date): Promise<{ count: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  return row!;
}

/** Check and count in one go: for actions limited per attempt (sending mails). */
export async function consumeRate(rule: RateRule, key: string, now: Date): Promise<void> {
  await assertNotLimited(rule, key, now);
  await countEvent(rule, key, now);
}

export async function clearRate(rule: RateRule, key: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
}
