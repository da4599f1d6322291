import "server-only";
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { sha256 } from "./tokens";

/** A table of links that work once, until a time: the token's SHA-256 as the id, when it was used, when it expires. */
type OneTimeLinks = PgTable & { id: PgColumn; usedAt: PgColumn; expiresAt: PgColumn };

/** The link of this token while it still works: not used, not past its time. */
export function liveLink(links: OneTimeLinks, token: string, now: Date): SQL | undefined {
  return and(eq(links.id, sha256(token)), isNull(links.usedAt), gt(links.expiresAt, now));
}

/** Whether a link still works, to show its form or say "expired" straight away (reads only; using it spends it). */
export async function linkIsLive(links: OneTimeLinks, token: string, now: Date): Promise<boolean> {
  if (!token || token.length > 128) return false;
  const [row] = await getDb()
    .select({ id: links.id })
    .from(links)
    .where(liveLink(links, token, now));
  return Boolean(row);
}
