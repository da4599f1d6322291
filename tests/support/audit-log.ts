/** Fixtures for tests that check what the audit log recorded. */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";

/** The audit row of `action` on `entityId` (the first one, when the action was recorded more than once). */
export async function auditRowOf(action: string, entityId: string) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return row;
}
