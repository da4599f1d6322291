import "server-only";
import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import {
  botCheckSolutions,
  chairSlots,
  loginCodes,
  mailOutbox,
  passwordResets,
  rateLimits,
  sessions,
} from "@/db/schema";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * How long what is no longer needed is kept (decision 091). Long enough that a late click still gets the
 * right message ("this link has expired" rather than "invalid"), short enough that nothing piles up.
 */
export const RETENTION = {
  /** Mail shown in the development mailbox (no SMTP): its rendered body is the only copy the reader has. */
  mailboxBodyMs: DAY,
  /** A mail the worker gave up on: support may look at it for a week, then its secrets go. */
  failedMailMs: 7 * DAY,
  expiredSessionMs: DAY,
  /** A revoked session answers "signed out elsewhere" (API 10014) for this long, then "invalid". */
  revokedSessionMs: 30 * DAY,
  expiredLoginCodeMs: DAY,
  expiredResetLinkMs: 7 * DAY,
  /** Longer than the longest rate-limit window. */
  rateLimitRowMs: 2 * DAY,
  /** Released holds, and holds whose 10 minutes ran out without a booking. */
  deadHoldMs: DAY,
} as const;

export interface PurgeScope {
  /** Tests share one database: limit the purge to their own rows (a kind of row the scope does not list is not purged). */
  userIds?: string[];
  mailTo?: string[];
  holderKeys?: string[];
  rateLimitKeys?: string[];
  /** Bot-check solutions, by challenge nonce. */
  challengeIds?: string[];
}

export interface PurgeResult {
  mailBodies: number;
  failedMails: number;
  sessions: number;
  loginCodes: number;
  resetLinks: number;
  rateLimits: number;
  chairSlots: number;
  botCheckSolutions: number;
}

/**
 * Remove what has outlived its use: rendered bodies of delivered mail still kept for the development
 * mailbox, the contents of mail the worker gave up on, expired and long-revoked sessions, expired sign-in
 * codes and reset links, old rate-limit counters, released or expired chair holds, and bot-check solutions
 * whose challenge has expired. Who got which mail when, and its delivery state, stay. Safe to run in any
 * number of instances at once.
 */
export async function purgeExpiredData({
  now = new Date(),
  scope,
}: { now?: Date; scope?: PurgeScope } = {}): Promise<PurgeResult> {
  const db = getDb();
  const before = (ms: number) => new Date(now.getTime() - ms);
  // Without a scope, every row that has outlived its use. With one, only the rows it names: a kind of row it does not
  // name is left alone (a test of the mail part, run at a date years ahead, must not purge other tests' sessions).
  const within = <T>(list: T[] | undefined, column: Parameters<typeof inArray>[0]): SQL | undefined =>
    scope ? inArray(column, list ?? []) : undefined;
  /** Delete the rows of one kind that have outlived their use (and are within the scope): how many went. */
  const purge = async (table: PgTable, outlived: SQL | undefined, inScope: SQL | undefined): Promise<number> =>
    (
      await db
        .delete(table)
        .where(and(outlived, inScope))
        .returning({ gone: sql`1` })
    ).length;

  // The subject stays (what was sent), but a sign-in code in it goes with the body (decision 220).
  const maskedSubject = sql`case when ${mailOutbox.template} = 'login-code' then regexp_replace(${mailOutbox.subject}, '[0-9]{6}', '••••••', 'g') else ${mailOutbox.subject} end`;
  const mailBodies = await db
    .update(mailOutbox)
    .set({ html: null, text: null, props: {}, attachments: [], subject: maskedSubject })
    .where(
      and(
        eq(mailOutbox.status, "sent"),
        lt(mailOutbox.sentAt, before(RETENTION.mailboxBodyMs)),
        or(isNotNull(mailOutbox.html), isNotNull(mailOutbox.text)),
        within(scope?.mailTo, mailOutbox.to),
      ),
    )
    .returning({ id: mailOutbox.id });

  const failedMails = await db
    .update(mailOutbox)
    .set({ html: null, text: null, props: {}, attachments: [] })
    .where(
      and(
        eq(mailOutbox.status, "failed"),
        lt(mailOutbox.createdAt, before(RETENTION.failedMailMs)),
        sql`(${mailOutbox.props} <> '{}'::jsonb or ${mailOutbox.attachments} <> '[]'::jsonb or ${mailOutbox.html} is not null)`,
        within(scope?.mailTo, mailOutbox.to),
      ),
    )
    .returning({ id: mailOutbox.id });

  const deadSessions = await purge(
    sessions,
    or(
      lt(sessions.expiresAt, before(RETENTION.expiredSessionMs)),
      lt(sessions.revokedAt, before(RETENTION.revokedSessionMs)),
    ),
    within(scope?.userIds, sessions.userId),
  );
  const codes = await purge(
    loginCodes,
    lt(loginCodes.expiresAt, before(RETENTION.expiredLoginCodeMs)),
    within(scope?.userIds, loginCodes.userId),
  );
  const resets = await purge(
    passwordResets,
    lt(passwordResets.expiresAt, before(RETENTION.expiredResetLinkMs)),
    within(scope?.userIds, passwordResets.userId),
  );
  const limits = await purge(
    rateLimits,
    lt(rateLimits.windowStartedAt, before(RETENTION.rateLimitRowMs)),
    within(scope?.rateLimitKeys, rateLimits.key),
  );
  const holds = await purge(
    chairSlots,
    or(
      and(eq(chairSlots.state, "released"), lt(chairSlots.createdAt, before(RETENTION.deadHoldMs))),
      and(eq(chairSlots.state, "held"), lt(chairSlots.expiresAt, before(RETENTION.deadHoldMs))),
    ),
    within(scope?.holderKeys, chairSlots.holderKey),
  );

  // A solution is kept to refuse its replay; once its signed challenge has expired, the check refuses it anyway.
  const solutions = await purge(
    botCheckSolutions,
    lt(botCheckSolutions.expiresAt, now),
    within(scope?.challengeIds, botCheckSolutions.challengeId),
  );

  return {
    mailBodies: mailBodies.length,
    failedMails: failedMails.length,
    sessions: deadSessions,
    loginCodes: codes,
    resetLinks: resets,
    rateLimits: limits,
    chairSlots: holds,
    botCheckSolutions: solutions,
  };
}
