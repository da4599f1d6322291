import "server-only";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { generateToken, sha256 } from "./tokens";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "Remember me": seven days (SPEC 9). */
export const REMEMBER_MS = 7 * 24 * 60 * 60_000;
/** A browser-session cookie ends with the browser; the server side still ends after a day of disuse. */
export const BROWSER_SESSION_MS = 24 * 60 * 60_000;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: "Mr" | "Mrs" | "Ms" | "Miss" | "Dr" | null;
  mobile: string | null;
  locale: string;
  role: "customer" | "reception" | "manager" | "admin";
  isFree: boolean;
  creditCents: number;
  referralCode: string;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

/** A fresh session (a new token at every sign-in: rotation, so a planted cookie is useless). */
export async function createSession(userId: string, persistent: boolean, now: Date, tx?: Tx): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + (persistent ? REMEMBER_MS : BROWSER_SESSION_MS));
  await (tx ?? getDb()).insert(sessions).values({ id: sha256(token), userId, persistent, expiresAt, createdAt: now });
  // Housekeeping: this user's dead sessions go when a new one starts.
  await (tx ?? getDb())
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return { token, expiresAt, persistent };
}

export type SessionCheck =
  | { status: "valid"; user: SessionUser; sessionId: string; persistent: boolean; expiresAt: Date }
  | { status: "expired" | "revoked" | "invalid" };

export async function validateSessionToken(token: string, now: Date = new Date()): Promise<SessionCheck> {
  if (!token || token.length > 128) return { status: "invalid" };
  const id = sha256(token);
  const [row] = await getDb()
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      persistent: sessions.persistent,
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
        creditCents: users.creditCents,
        referralCode: users.referralCode,
        deletedAt: users.deletedAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row || row.user.deletedAt) return { status: "invalid" };
  if (row.revokedAt) return { status: "revoked" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { deletedAt, ...user } = row.user;
  return { status: "valid", user, sessionId: row.sessionId, persistent: row.persistent, expiresAt: row.expiresAt };
}

export async function deleteSession(token: string): Promise<void> {
  await getDb().delete(sessions).where(eq(sessions.id, sha256(token)));
}

/** After a password change: every other session of the user ends (kept as revoked so the API can say why). */
export async function revokeOtherSessions(userId: string, keepSessionId: string | null, now: Date, tx?: Tx): Promise<void> {
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

export type { Tx };
