import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";

export interface RateRule {
  bucket: string;
  /** How many events one window allows. */
  limit: number;
  windowMs: number;
}

/** docs/product/stack-and-boundaries.md: rate limits on sign-in, codes and reset mails, kept in the database so every instance agrees. */
export const rules = {
  /**
   * Wrong passwords for one account (decision 243): never a lock. Past 5 in the window each answer slows down; past 10
   * each try needs the bot check's proof of work. A right password, the e-mailed code and a reset clear it.
   */
  passwordAccount: { bucket: "password-account", limit: 10, windowMs: 15 * 60_000 },
  /** Wrong passwords when a signed-in owner confirms deleting the account. */
  passwordConfirm: { bucket: "password-confirm", limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins from one address, whatever the account (spraying). */
  signInIp: { bucket: "signin-ip", limit: 50, windowMs: 15 * 60_000 },
  /** Staff second-factor guesses (TOTP or recovery code) per member of staff; a success clears it (decision 131). */
  staffSecondFactor: { bucket: "staff-second-factor", limit: 5, windowMs: 15 * 60_000 },
  loginCodeMail: { bucket: "login-code-mail", limit: 5, windowMs: 15 * 60_000 },
  resetMail: { bucket: "reset-mail", limit: 5, windowMs: 60 * 60_000 },
  /** Chair holds per browser (the signed holder cookie): a visitor picks a few times; a script does not get far. */
  chairHoldBrowser: { bucket: "chair-hold-browser", limit: 30, windowMs: 15 * 60_000 },
  /** Wrong gift-card codes per card number, known or not (decision 070). */
  giftCardNumber: { bucket: "gift-card-number", limit: 5, windowMs: 60 * 60_000 },
  /** Wrong gift-card codes per client address, whatever the number (guessing numbers). */
  giftCardClient: { bucket: "gift-card-client", limit: 5, windowMs: 60 * 60_000 },
  /** Visit-proposal links that do not open (unknown id or wrong secret) per client address (decision 147). */
  proposalLinkClient: { bucket: "proposal-link-client", limit: 10, windowMs: 15 * 60_000 },
  /** Health questionnaires sent per customer (each one seals a row and resets clinicians' reviews). */
  healthSubmit: { bucket: "health-submit", limit: 10, windowMs: 60 * 60_000 },
  /** Signed consent PDFs drawn per customer (each costs the server a few hundred milliseconds). */
  consentPdf: { bucket: "consent-pdf", limit: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

function minutesLeft(windowStartedAt: Date, rule: RateRule, now: Date): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 60_000));
}

/**
 * Count one attempt first, atomically (one upsert that returns the new count, safe across connections and
 * instances), then compare: of N concurrent attempts exactly `limit` see a count within the window, whatever
 * the interleaving. A passed window starts over at 1. Never read-then-write (decision 070). Given a transaction,
 * the count commits (or rolls back) with the work it guards.
 */
export async function countAttempt(
  rule: RateRule,
  key: string,
  now: Date,
  db: Pick<Database, "insert"> = getDb(),
): Promise<{ count: number; windowStartedAt: Date; allowed: boolean }> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  return { ...row!, allowed: row!.count <= rule.limit };
}

/** Count one attempt and throw RATE_LIMITED ("try again in N minutes") when it is over the limit. */
export async function consumeRate(rule: RateRule, key: string, now: Date): Promise<void> {
  const { allowed, windowStartedAt } = await countAttempt(rule, key, now);
  if (!allowed) throw new AppError("RATE_LIMITED", { minutes: minutesLeft(windowStartedAt, rule, now) });
}

/**
 * Give back one counted attempt that turned out not to be a failure (a right password, a valid gift card),
 * so rules that limit failures do not lock out people who succeed. Never below zero; a new window is untouched.
 */
export async function refundAttempt(
  rule: RateRule,
  key: string,
  db: Pick<Database, "update"> = getDb(),
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

export async function clearRate(rule: RateRule, key: string): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key)));
}
