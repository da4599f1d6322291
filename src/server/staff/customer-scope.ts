import "server-only";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { auditLog, bookings, orders, users } from "@/db/schema";
import type { Tx } from "@/db/client";
import type { Database } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import { clinicFilter, type StaffActor } from "@/server/staff/actor";

/**
 * Which customers a member of staff may see (decision 139), in one place:
 * - an admin sees every customer;
 * - reception and managers see a customer who has a booking or an order at one of their clinics, or whom
 *   staff created for one of their clinics (the "customer.create" audit row names the clinic);
 * - and a customer who belongs to no clinic yet (no booking and no clinic order anywhere, e.g. registered
 *   online, not created by staff for a clinic), so the desk can book the first visit of someone who calls.
 * Deleted (anonymized) accounts and staff accounts are never customers here.
 */
export function customerVisibleTo(actor: StaffActor): SQL {
  const live = and(eq(users.role, "customer"), isNull(users.deletedAt))!;
  const clinics = clinicFilter(actor);
  if (clinics === null) return live;
  if (clinics.length === 0) return sql`false`;
  return and(
    live,
    or(
      sql`exists (select 1 from ${bookings} where ${bookings.userId} = ${users.id} and ${inArray(bookings.clinicId, clinics)})`,
      sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${inArray(orders.clinicId, clinics)})`,
      sql`exists (select 1 from ${auditLog} where ${auditLog.entity} = 'customer' and ${auditLog.action} = 'customer.create' and ${auditLog.entityId} = ${users.id}::text and ${inArray(auditLog.clinicId, clinics)})`,
      sql`not exists (select 1 from ${bookings} where ${bookings.userId} = ${users.id})
        and not exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.clinicId} is not null)
        and not exists (select 1 from ${auditLog} where ${auditLog.entity} = 'customer' and ${auditLog.action} = 'customer.create' and ${auditLog.entityId} = ${users.id}::text)`,
    ),
  )!;
}

/** A customer the actor may see, or NOT_FOUND (the same answer as a missing one). */
export async function assertCustomerVisible(
  db: Tx | Pick<Database, "select">,
  actor: StaffActor,
  customerId: string,
): Promise<void> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(customerId))
    throw new AppError("NOT_FOUND");
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), customerVisibleTo(actor)));
  if (!row) throw new AppError("NOT_FOUND");
}
