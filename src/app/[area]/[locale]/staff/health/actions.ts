"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/shared/forms/form-state";
import { pathFor } from "@/i18n/paths";
import type { ActionContext } from "@/server/forms/run-form-action";
import { reviewBookingHealth } from "@/server/health/health-review";
import { withStaff } from "@/server/staff/current-staff";
import { runStaffFormAction } from "@/server/staff/run-staff-form-action";

const review = withStaff((actor, ctx: ActionContext) => reviewBookingHealth(actor, ctx.input), { role: "reception" });

/** A clinician approves the visit, or says they will contact the customer first (audited in the use case). */
export async function reviewHealthAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    const decision = await review(ctx);
    refreshPages(pathFor(ctx.area, "en", "staff/health"));
    const t = await getTranslations({ locale: "en", namespace: "staff.health" });
    return { status: "success", message: t(decision === "approved" ? "approvedDone" : "contactDone") };
  });
}
