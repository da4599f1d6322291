import "server-only";
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { auditLog, users } from "@/db/schema";
import { assertRole, clinicFilter, type StaffActor } from "./actor";

/** The longest text filter, in characters: a longer one is cut to it (no action, entity or e-mail is that long). */
export const AUDIT_FILTER_MAX = 120;
const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, AUDIT_FILTER_MAX).trim() || undefined);
const day = z
  .string()
  .trim()
  .optional()
  .transform((v) =>
    v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : undefined,
  );

/** The audit screen's filters, from the query string: a bad value is dropped, never an error. */
export const auditFilterSchema = z.object({ action: optional, actor: optional, entity: optional, from: day, to: day });
export type AuditFilter = z.output<typeof auditFilterSchema>;

export interface AuditRow {
  id: number;
  at: Date;
  actorEmail: string | null;
  actorName: string | null;
  actorRole: string;
  clinicId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

export const AUDIT_PAGE_SIZE = 200;

/**
 * Audit rows, newest first, read-only (issue 10): managers and admins; a manager sees the rows of their
 * clinics only. Dates are whole UTC days, `to` included. Filters match the start of the action and entity,
 * and part of the actor's e-mail or name.
 */
export async function listAuditLog(
  actor: StaffActor,
  filter: Partial<Record<keyof AuditFilter, string>>,
): Promise<AuditRow[]> {
  assertRole(actor, "manager");
  const f = auditFilterSchema.parse(filter);
  const where: (SQL | undefined)[] = [];
  const clinics = clinicFilter(actor);
  if (clinics) where.push(clinics.length ? inArray(auditLog.clinicId, clinics) : eq(auditLog.id, -1));
  const like = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
  if (f.action) where.push(ilike(auditLog.action, `${like(f.action)}%`));
  if (f.entity) where.push(or(ilike(auditLog.entity, `${like(f.entity)}%`), eq(auditLog.entityId, f.entity)));
  if (f.actor)
    where.push(
      or(
        ilike(users.email, `%${like(f.actor)}%`),
        ilike(users.lastName, `%${like(f.actor)}%`),
        ilike(users.firstName, `%${like(f.actor)}%`),
      ),
    );
  if (f.from) where.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(auditLog.at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  const rows = await getDb()
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: users.email,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorRole: auditLog.actorRole,
      clinicId: auditLog.clinicId,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map(({ actorFirst, actorLast, ...row }) => ({
    ...row,
    actorName: actorFirst ? `${actorFirst} ${actorLast}` : null,
  }));
}
