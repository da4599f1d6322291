"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/components/account/form-state";
import { pathFor } from "@/i18n/paths";
import type { ActionContext } from "@/server/forms/run-form-action";
import { reviewBookingHealth } from "@/server/health/health-review";
import { isSingleLineText } from "@/server/input/plain-text";
import { withStaff } from "@/server/staff/current-staff";
import { runStaffFormAction } from "@/server/staff/run-staff-form-action";

const reviewSchema = z.object({
  bookingId: z.uuid("invalid"),
  questionnaireId: z.uuid("invalid"),
  intent: z.enum(["approved", "contact"], "invalid"),
  note: z
    .string()
    .max(500, "noteTooLong")
    .refine((v) => v === "" || isSingleLineText(v), "invalid")
    .optional()
    .default(""),
});

const review = withStaff(async (actor, ctx: ActionContext) => {
  const data = reviewSchema.parse(ctx.input);
  return reviewBookingHealth(actor, { bookingId: data.bookingId, questionnaireId: data.questionnaireId, decision: data.intent, note: data.note.trim() || undefined });
}, { role: "reception" });

/** A clinician approves the visit, or says they will contact the customer first (audited in the use case). */
export async function reviewHealthAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    const decision = await review(ctx);
    revalidatePath(pathFor(ctx.area, "en", "staff/health"));
    const t = await getTranslations({ locale: "en", namespace: "staff.health" });
    return { status: "success", message: t(decision === "approved" ? "approvedDone" : "contactDone") };
  });
}
