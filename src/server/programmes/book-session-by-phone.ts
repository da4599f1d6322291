import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinics, programmeSessions, programmes } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import type { QueueMail } from "@/server/bookings/order-mail";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { clinicWallTime, clinicWallTimeFields, staffHolderKey } from "@/server/staff/staff-override";
import { applySessionTime, type AppliedSession } from "./apply-session-time";

export const bookSessionByPhoneSchema = z.object({
  sessionId: z.string().uuid("sessionRequired"),
  ...clinicWallTimeFields,
});

/**
 * Book one of a customer's programme sessions on the phone: "apply session time" itself (the same rules and
 * the same confirmation mail, with staff's lead time: from now on), for a programme at one of the actor's
 * clinics; audited.
 */
export async function bookSessionByPhone(
  actor: StaffActor,
  raw: z.input<typeof bookSessionByPhoneSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
): Promise<AppliedSession> {
  assertRole(actor, "reception");
  const input = bookSessionByPhoneSchema.parse(raw);
  const [row] = await getDb()
    .select({
      userId: programmes.userId,
      clinicId: programmes.clinicId,
      timeZone: clinics.timeZone,
      programmeNumber: programmes.number,
      sessionNumber: programmeSessions.number,
    })
    .from(programmeSessions)
    .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
    .innerJoin(clinics, eq(clinics.id, programmes.clinicId))
    .where(eq(programmeSessions.id, input.sessionId));
  if (!row) throw new AppError("NOT_FOUND");
  assertClinic(actor, row.clinicId);
  return applySessionTime(
    { id: row.userId },
    {
      sessionId: input.sessionId,
      startsAt: clinicWallTime(input.day, input.time, row.timeZone),
      holderKey: staffHolderKey(actor),
    },
    {
      ...deps,
      booker: "staff",
      alsoInTransaction: (tx, applied) =>
        recordAudit(
          tx,
          actor,
          {
            action: "programme.session_phone_booking",
            entity: "booking",
            entityId: applied.bookingNumber,
            clinicId: applied.clinicId,
            after: {
              programme: row.programmeNumber,
              session: row.sessionNumber,
              startsAt: applied.startsAt.toISOString(),
            },
          },
          deps.now,
        ),
    },
  );
}
