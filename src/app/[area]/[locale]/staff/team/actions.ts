"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { getTranslations } from "next-intl/server";
import { brand } from "@/config/site";
import type { FormState } from "@/shared/forms/form-state";
import { pathFor } from "@/i18n/paths";
import type { ActionContext } from "@/server/forms/run-form-action";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { resendStaffInvitation } from "@/server/staff/resend-staff-invitation";
import { revokeStaffInvitation } from "@/server/staff/revoke-staff-invitation";
import { changeStaffAccess, removeStaffAccess } from "@/server/staff/change-staff-access";
import { withStaff } from "@/server/staff/current-staff";
import { setClinician } from "@/server/health/clinicians";
import { runStaffFormAction } from "@/server/staff/run-staff-form-action";

/** The ticked clinic boxes (named clinic-<id>). */
const clinicIdsOf = (input: Record<string, string>) =>
  Object.entries(input)
    .filter(([key, value]) => key.startsWith("clinic-") && value === "on")
    .map(([key]) => key.slice("clinic-".length));

/** The invitation's page, where the link in the mail leads (decision 215). */
const acceptUrl = (ctx: ActionContext) => `${brand.siteUrl}${pathFor(ctx.area, "en", "staff/invitation")}`;

const add = withStaff(
  (actor, ctx: ActionContext) =>
    addStaffMember(actor, { ...ctx.input, clinicIds: clinicIdsOf(ctx.input) }, { acceptUrl: acceptUrl(ctx) }),
  { role: "manager" },
);
const resend = withStaff(
  (actor, ctx: ActionContext) => resendStaffInvitation(actor, ctx.input, { acceptUrl: acceptUrl(ctx) }),
  { role: "manager" },
);
const revoke = withStaff((actor, ctx: ActionContext) => revokeStaffInvitation(actor, ctx.input), {
  role: "manager",
});
const change = withStaff(
  (actor, ctx: ActionContext) => changeStaffAccess(actor, { ...ctx.input, clinicIds: clinicIdsOf(ctx.input) }),
  { role: "manager" },
);
const remove = withStaff((actor, ctx: ActionContext) => removeStaffAccess(actor, ctx.input), { role: "manager" });

const clinician = withStaff((actor, ctx: ActionContext) => setClinician(actor, ctx.input), { role: "manager" });

async function done(
  ctx: ActionContext,
  key: "added" | "saved" | "removed" | "clinicianSaved" | "invitations.resent" | "invitations.revoked",
  values: Record<string, string> = {},
): Promise<FormState> {
  refreshPages(pathFor(ctx.area, "en", "staff/team"));
  const t = await getTranslations({ locale: "en", namespace: "staff.team" });
  return { status: "success", message: t(key, values) };
}

export async function addStaffAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    const { email } = await add(ctx);
    return done(ctx, "added", { email });
  });
}

export async function resendInvitationAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    const { email } = await resend(ctx);
    return done(ctx, "invitations.resent", { email });
  });
}

export async function revokeInvitationAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    await revoke(ctx);
    return done(ctx, "invitations.revoked");
  });
}

export async function changeStaffAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    await change(ctx);
    return done(ctx, "saved");
  });
}

export async function removeStaffAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    await remove(ctx);
    return done(ctx, "removed");
  });
}

/** Make someone a clinician (they read and review health questionnaires), or no longer one. */
export async function setClinicianAction(_: FormState, data: FormData): Promise<FormState> {
  return runStaffFormAction(data, async (ctx) => {
    await clinician(ctx);
    return done(ctx, "clinicianSaved");
  });
}
