import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinicians } from "@/db/schema";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { idField } from "@/server/staff/staff-fields";
import { auditClinician, lockCareTeam, lockClinician, lockedCareTeam } from "./clinician-store";

export const moveClinicianSchema = z.object({
  clinicianId: idField,
  direction: z.enum(["up", "down"], "idRequired"),
});

/**
 * Move a clinician one place up or down in their clinic's order (the order the pages list them in). The whole team
 * is renumbered 0, 1, 2, … in the same transaction, so ties left by earlier writes cannot make a move do nothing.
 * Already first (or last): nothing changes. Audited as clinician.move with the clinic's order before and after.
 */
export async function moveClinician(
  actor: StaffActor,
  raw: z.input<typeof moveClinicianSchema>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const input = moveClinicianSchema.parse(raw);
  await getDb().transaction(async (tx) => {
    const moving = await lockClinician(tx, actor, input.clinicianId);
    await lockCareTeam(tx, moving.clinicId);
    const team = await lockedCareTeam(tx, moving.clinicId);
    const from = team.findIndex((c) => c.id === moving.id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= team.length) return;
    const order = team.map((c) => c.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, id] of order.entries()) {
      if (team.find((c) => c.id === id)!.sortOrder !== index)
        await tx.update(clinicians).set({ sortOrder: index }).where(eq(clinicians.id, id));
    }
    await auditClinician(
      tx,
      actor,
      moving,
      { action: "clinician.move", before: { order: team.map((c) => c.id) }, after: { order } },
      now,
    );
  });
}
