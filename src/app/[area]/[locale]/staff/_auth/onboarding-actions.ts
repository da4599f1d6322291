"use server";

import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import type { Area } from "@/config/site";
import { setSessionCookies } from "@/server/accounts/session-cookie";
import { formFields, staffAction } from "@/server/forms/action";
import { acceptStaffInvitation } from "@/server/staff/accept-staff-invitation";
import { createFirstAdmin } from "@/server/staff/create-first-admin";

/** The new member of staff's next steps: the authenticator, then the back office's home (decision 131). */
const enrolThenHome = (area: Area) =>
  `${pathFor(area, "en", "staff/enrol")}?${new URLSearchParams({ next: pathFor(area, "en", "staff") })}`;

/** The page again, which says in words why its link no longer works. */
const backTo = (area: Area, page: string, token = "") =>
  `${pathFor(area, "en", page)}?${new URLSearchParams({ token })}`;

const anyone = staffAction({ role: "anyone" });

/** Accept an invitation (decision 215): a new password, signed in here only, then the authenticator. */
export const acceptInvitationAction = anyone(formFields, async (input, ctx) => {
  const result = await acceptStaffInvitation(input);
  if ("closed" in result) redirect(backTo(ctx.area, "staff/invitation", input.token));
  await setSessionCookies(result.accepted.session);
  redirect(enrolThenHome(ctx.area));
});

/** Create the first administrator from the printed link (decision 216), then the authenticator. */
export const createFirstAdminAction = anyone(formFields, async (input, ctx) => {
  const result = await createFirstAdmin(input, { client: ctx.ip });
  if ("refused" in result) redirect(backTo(ctx.area, "staff/setup", input.token));
  await setSessionCookies(result.created.session);
  redirect(enrolThenHome(ctx.area));
});
