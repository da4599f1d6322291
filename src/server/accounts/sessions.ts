import "server-only";
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { sessions, users } from "@/db/schema";
import type { titles } from "./fields";
import { generateToken, sha256 } from "./tokens";

/** "Remember me": the session ends after seven days without use (docs/product/booking-and-pricing-rules.md); each use moves the end (sliding). */
export const REMEMBER_MS = 7 * 24 * 60 * 60_000;
/** Without "remember me" the cookie ends with the browser, and the server side after 12 hours without use. */
export const IDLE_MS = 12 * 60 * 60_000;
/** Staff sessions end after 30 minutes without use, whatever "remember me" said (issue 10, decision 131). */
export const STAFF_IDLE_MS = 30 * 60_000;
/** However active, a session ends this long after sign-in (ASVS 7.3.2: an absolute lifetime). */
export const ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** The end is moved at most once a minute, so a page with many requests writes once. */
const RENEW_STEP_MS = 60_000;

type Role = SessionUser["role"];

/** The one rule for how long a session may sit unused: staff 30 minutes, customers by "remember me". */
export function idleWindow(persistent: boolean, role: Role): number {
  if (role !== "customer") return STAFF_IDLE_MS;
  return persistent ? REMEMBER_MS : IDLE_MS;
}

/** The next end of a session used at `now`: its idle window from now, never past its absolute lifetime. */
function slidEnd(createdAt: Date, persistent: boolean, role: Role, now: Date): Date {
  return new Date(Math.min(now.getTime() + idleWindow(persistent, role), createdAt.getTime() + ABSOLUTE_MS));
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: (typeof titles)[number] | null;
  mobile: string | null;
  locale: string;
  role: "customer" | "reception" | "manager" | "admin";
  isFree: boolean;
  referralCode: string;
  /** The address is proven (decision 210); the account shows "confirm your address" until it is. */
  addressProven: boolean;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

/** A fresh session (a new token at every sign-in: rotation, so a planted cookie is useless). */
export async function createSession(userId: string, persistent: boolean, now: Date, tx?: Tx): Promise<NewSession> {
  const token = generateToken();
  const [user] = await (tx ?? getDb()).select({ role: users.role }).from(users).where(eq(users.id, userId));
  const expiresAt = slidEnd(now, persistent, user?.role ?? "customer", now);
  await (tx ?? getDb()).insert(sessions).values({ id: sha256(token), userId, persistent, expiresAt, createdAt: now });
  // Housekeeping: this user's dead sessions go when a new one starts.
  await (tx ?? getDb()).delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt, persistent };
}

export type SessionCheck =
  | {
      status: "valid";
      user: SessionUser;
      sessionId: string;
      persistent: boolean;
      expiresAt: Date;
      /** When this session passed the staff second factor, or null (decision 131). */
      secondFactorAt: Date | null;
    }
  | { status: "expired" | "revoked" | "invalid" };

export async function validateSessionToken(token: string, now: Date = new Date()): Promise<SessionCheck> {
  if (!token || token.length > 128) return { status: "invalid" };
  const id = sha256(token);
  const [row] = await getDb()
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      persistent: sessions.persistent,
      secondFactorAt: sessions.secondFactorAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        mobile: users.mobile,
        locale: users.locale,
        role: users.role,
        isFree: users.isFree,
        referralCode: users.referralCode,
        deletedAt: users.deletedAt,
        provenAt: users.emailVerifiedAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return { status: "invalid" };
  // Ended elsewhere: signed out, password changed, account deleted (docs/product/api.md's 10014).
  if (row.revokedAt || row.user.deletedAt) return { status: "revoked" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  // A session that outlived a tighter window (a customer made staff while signed in) ends at that window.
  if (row.expiresAt.getTime() - now.getTime() > idleWindow(row.persistent, row.user.role) + RENEW_STEP_MS)
    return { status: "expired" };
  // Sliding idle timeout, kept in the database: each use moves the end (at most once a minute). The update only
  // lengthens a session that is still live and not revoked, so it never revives one that ended meanwhile.
  let expiresAt = row.expiresAt;
  const next = slidEnd(row.createdAt, row.persistent, row.user.role, now);
  if (next.getTime() - row.expiresAt.getTime() >= RENEW_STEP_MS) {
    const [renewed] = await getDb()
      .update(sessions)
      .set({ expiresAt: next })
      .where(
        and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), lt(sessions.expiresAt, next)),
      )
      .returning({ expiresAt: sessions.expiresAt });
    if (renewed) expiresAt = renewed.expiresAt;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { deletedAt, provenAt, ...rest } = row.user;
  const user = { ...rest, addressProven: provenAt !== null };
  return {
    status: "valid",
    user,
    sessionId: row.sessionId,
    persistent: row.persistent,
    expiresAt,
    secondFactorAt: row.secondFactorAt,
  };
}

/** The session passed the staff second factor (decision 131). Only a live, unrevoked session is marked. */
export async function markSecondFactor(sessionId: string, now: Date, tx?: Tx): Promise<boolean> {
  const marked = await (tx ?? getDb())
    .update(sessions)
    .set({ secondFactorAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return marked.length > 0;
}

export async function deleteSession(token: string): Promise<void> {
  await getDb()
    .delete(sessions)
    .where(eq(sessions.id, sha256(token)));
}

/** After a password change: every other session of the user ends (kept as revoked so the API can say why). */
export async function revokeOtherSessions(
  userId: string,
  keepSessionId: string | null,
  now: Date,
  tx?: Tx,
): Promise<void> {
  await (tx ?? getDb())
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : or(isNull(sessions.revokedAt)),
      ),
    );
}
