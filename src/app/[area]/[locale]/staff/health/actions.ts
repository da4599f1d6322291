"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import { formFields, staffAction } from "@/server/forms/action";
import { reviewBookingHealth } from "@/server/health/health-review";

/** A clinician approves the visit, or says they will contact the customer first (audited in the use case). */
export const reviewHealthAction = staffAction({ role: "reception" })(formFields, async (input, ctx) => {
  const decision = await reviewBookingHealth(ctx.actor, input);
  refreshPages(pathFor(ctx.area, "en", "staff/health"));
  const t = await getTranslations({ locale: "en", namespace: "staff.health" });
  return { status: "success", message: t(decision === "approved" ? "approvedDone" : "contactDone") };
});
