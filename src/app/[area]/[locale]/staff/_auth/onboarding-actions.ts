"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/shared/forms/form-state";
import { pathFor } from "@/i18n/paths";
import { setSessionCookies } from "@/server/accounts/session-cookie";
import type { ActionContext } from "@/server/forms/run-form-action";
import { acceptStaffInvitation } from "@/server/staff/accept-staff-invitation";
import { createFirstAdmin } from "@/server/staff/create-first-admin";
import { runStaffFormAction } from "@/server/staff/run-staff-form-action";

/** The new member of staff's next steps: the authenticator, then the back office's home (decision 131). */
const enrolThenHome = (ctx: ActionContext) =>
  `${pathFor(ctx.area, "en", "staff/enrol")}?${new URLSearchParams({ next: pathFor(ctx.area, "en", "staff") })}`;

/** The page again, which says in words why its link no longer works. */
const backTo = (ctx: ActionContext, page: string) =>
  `${pathFor(ctx.area, "en", page)}?${new URLSearchParams({ token: ctx.input.token ?? "" })}`;

/** Accept an invitation (decision 215): a new password, signed in here only, then the authenticator. */
export async function acceptInvitationAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runStaffFormAction(data, async (ctx) => {
    const result = await acceptStaffInvitation(ctx.input);
    if ("closed" in result) {
      target = backTo(ctx, "staff/invitation");
      return;
    }
    await setSessionCookies(result.accepted.session);
    target = enrolThenHome(ctx);
  });
  if (target) redirect(target);
  return state;
}

/** Create the first administrator from the printed link (decision 216), then the authenticator. */
export async function createFirstAdminAction(_: FormState, data: FormData): Promise<FormState> {
  let target = "";
  const state = await runStaffFormAction(data, async (ctx) => {
    const result = await createFirstAdmin(ctx.input, { client: ctx.ip });
    if ("refused" in result) {
      target = backTo(ctx, "staff/setup");
      return;
    }
    await setSessionCookies(result.created.session);
    target = enrolThenHome(ctx);
  });
  if (target) redirect(target);
  return state;
}
