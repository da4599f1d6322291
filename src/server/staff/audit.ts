import "server-only";
import { auditLog } from "@/db/schema";
import type { Tx } from "@/db/client";
import type { StaffActor } from "./actor";

export interface AuditEntry {
  /** A dotted verb: "booking.check_in", "order.payment", "booking.move_override", "catalogue.price". */
  action: string;
  entity: string;
  entityId: string | number;
  clinicId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Required by the use case where the issue asks for one (overrides, credit, voids). */
  reason?: string | null;
}

/** Who did it: a member of staff, or someone becoming one (the person accepting an invitation). */
export type AuditActor = Pick<StaffActor, "userId" | "role">;

/**
 * Write one audit row in the same transaction as the change it describes: the change and its record
 * commit together or not at all. Never write secrets (codes, tokens, passwords) into before/after.
 * `actor` null is the command line (`npm run staff:add`) or the site itself (an invitation expiring, the first
 * administrator's set-up), recorded as role "system".
 */
export async function recordAudit(
  tx: Tx,
  actor: AuditActor | null,
  entry: AuditEntry,
  now: Date = new Date(),
): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? "system",
    clinicId: entry.clinicId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
