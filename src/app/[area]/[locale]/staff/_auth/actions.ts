"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/shared/forms/form-state";
import { defaultArea, isArea } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { endCurrentSession } from "@/server/accounts/session-cookie";
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

/**
 * The back office header's "Sign out": ends this session (its row and the cookies) and opens the sign-in page,
 * which says so and comes back to the back office's home after the next sign-in.
 */
export async function staffSignOutAction(data: FormData): Promise<void> {
  const raw = data instanceof FormData ? String(data.get("area")) : "";
  const area = isArea(raw) ? raw : defaultArea;
  await endCurrentSession();
  redirect(
    `${pathFor(area, "en", "login")}?${new URLSearchParams({ signedout: "1", next: pathFor(area, "en", "staff") })}`,
  );
}
