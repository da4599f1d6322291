import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { firstAdminLinks, users } from "@/db/schema";
import type { Tx } from "@/db/client";
import { generateToken, sha256 } from "@/server/accounts/tokens";

/** How long the printed set-up link works (decision 216): enough to open it, short enough not to linger in a log. */
export const FIRST_ADMIN_LINK_MINUTES = 60;

/**
 * Everything that asks "is there an administrator yet?" and acts on the answer takes this lock first, in its
 * transaction: two set-up forms sent at once, or two instances starting, cannot both act on "none yet".
 */
export async function lockFirstAdmin(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aurum:first-admin'))`);
}

/** Whether a live administrator account exists (an invited one counts once the invitation is accepted). */
export async function administratorExists(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * A fresh install's way in (issue 41, decision 216): when no administrator exists, a one-time link to the set-up
 * page, valid FIRST_ADMIN_LINK_MINUTES and only from this machine (create-first-admin.ts checks the client address).
 * Each call replaces the links not yet used, so after a restart only the newest printed link works. Null, and no
 * link left, once an administrator exists.
 */
export async function issueFirstAdminLink(ctx: {
  setupUrl: string;
  now?: Date;
}): Promise<{ link: string; expiresAt: Date } | null> {
  const now = ctx.now ?? new Date();
  return getDb().transaction(async (tx) => {
    await lockFirstAdmin(tx);
    await tx.delete(firstAdminLinks).where(isNull(firstAdminLinks.usedAt));
    if (await administratorExists(tx)) return null;
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + FIRST_ADMIN_LINK_MINUTES * 60_000);
    await tx.insert(firstAdminLinks).values({ id: sha256(token), expiresAt, createdAt: now });
    return { link: `${ctx.setupUrl}?token=${token}`, expiresAt };
  });
}
