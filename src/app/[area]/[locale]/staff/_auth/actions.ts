"use server";

import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { endCurrentSession } from "@/server/accounts/session-cookie";
import { formFields, staffAction } from "@/server/forms/action";
import { confirmTotpEnrolment } from "@/server/staff/enrol-totp";
import { staffReturnPath } from "@/server/staff/current-staff";
import { verifySecondFactor } from "@/server/staff/verify-second-factor";

const pending = staffAction({ role: "pending" });

export const verifySecondFactorAction = pending(formFields, async (input, ctx) => {
  await verifySecondFactor(ctx.staff, input, new Date(), ctx.ip);
  redirect(staffReturnPath(ctx.area, input.next));
});

/** Confirms the authenticator and answers with the recovery codes, shown once by the form. */
export const confirmEnrolmentAction = pending(formFields, async (input, ctx) => {
  const { recoveryCodes } = await confirmTotpEnrolment(ctx.staff, input);
  return {
    status: "success",
    step: "codes",
    values: { recoveryCodes: recoveryCodes.join(" "), next: staffReturnPath(ctx.area, input.next) },
  };
});

/**
 * The back office header's "Sign out": ends this session (its row and the cookies) and opens the sign-in page,
 * which says so and comes back to the back office's home after the next sign-in.
 */
export const staffSignOutAction = staffAction({ role: "anyone" })(formFields, async (_, ctx) => {
  await endCurrentSession();
  redirect(
    `${pathFor(ctx.area, "en", "login")}?${new URLSearchParams({ signedout: "1", next: pathFor(ctx.area, "en", "staff") })}`,
  );
});
