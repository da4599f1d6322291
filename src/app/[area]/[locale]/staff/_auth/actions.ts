"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/shared/forms/form-state";
import { pathFor } from "@/i18n/paths";
import { getSession } from "@/server/accounts/current-user";
import { confirmTotpEnrolment } from "@/server/staff/enrol-totp";
import { staffReturnPath, staffSessionOf } from "@/server/staff/current-staff";
import { runStaffFormAction } from "@/server/staff/run-staff-form-action";
import { verifySecondFactor } from "@/server/staff/verify-second-factor";
import type { ActionContext } from "@/server/forms/run-form-action";

const staffNext = (ctx: ActionContext) => staffReturnPath(ctx.area, ctx.input.next);

async function pendingStaff(ctx: ActionContext) {
  const staff = staffSessionOf(await getSession());
  if (!staff)
    redirect(
      `${pathFor(ctx.area, "en", "login")}?${new URLSearchParams({ next: pathFor(ctx.area, "en", "staff"), expired: "1" })}`,
    );
  return staff;
}

export async function verifySecondFactorAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runStaffFormAction(data, async (ctx) => {
    await verifySecondFactor(await pendingStaff(ctx), ctx.input, new Date(), ctx.ip);
    target = staffNext(ctx);
  });
  if (target) redirect(target);
  return state;
}

/** Confirms the authenticator and answers with the recovery codes, shown once by the form. */
export async function confirmEnrolmentAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    const { recoveryCodes } = await confirmTotpEnrolment(await pendingStaff(ctx), ctx.input);
    return {
      status: "success",
      step: "codes",
      values: { recoveryCodes: recoveryCodes.join(" "), next: staffNext(ctx) },
    };
  });
}
