"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { getTranslations } from "next-intl/server";
import { brand, type Area } from "@/config/site";
import type { FormState } from "@/shared/forms/form-state";
import { pathFor } from "@/i18n/paths";
import { formFields, staffAction } from "@/server/forms/action";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { resendStaffInvitation } from "@/server/staff/resend-staff-invitation";
import { revokeStaffInvitation } from "@/server/staff/revoke-staff-invitation";
import { changeStaffAccess, removeStaffAccess } from "@/server/staff/change-staff-access";
import { setClinician } from "@/server/health/clinicians";

/** The team screen: managers and up (declared here); the use cases check whom and which clinics they may give. */
const manager = staffAction({ role: "manager" });

/** The ticked clinic boxes (named clinic-<id>). */
const clinicIdsOf = (input: Record<string, string>) =>
  Object.entries(input)
    .filter(([key, value]) => key.startsWith("clinic-") && value === "on")
    .map(([key]) => key.slice("clinic-".length));

/** The invitation's page, where the link in the mail leads (decision 215). */
const acceptUrl = (area: Area) => `${brand.siteUrl}${pathFor(area, "en", "staff/invitation")}`;

async function done(
  area: Area,
  key: "added" | "saved" | "removed" | "clinicianSaved" | "invitations.resent" | "invitations.revoked",
  values: Record<string, string> = {},
): Promise<FormState> {
  refreshPages(pathFor(area, "en", "staff/team"));
  const t = await getTranslations({ locale: "en", namespace: "staff.team" });
  return { status: "success", message: t(key, values) };
}

export const addStaffAction = manager(formFields, async (input, ctx) => {
  const { email } = await addStaffMember(
    ctx.actor,
    { ...input, clinicIds: clinicIdsOf(input) },
    { acceptUrl: acceptUrl(ctx.area) },
  );
  return done(ctx.area, "added", { email });
});

export const resendInvitationAction = manager(formFields, async (input, ctx) => {
  const { email } = await resendStaffInvitation(ctx.actor, input, { acceptUrl: acceptUrl(ctx.area) });
  return done(ctx.area, "invitations.resent", { email });
});

export const revokeInvitationAction = manager(formFields, async (input, ctx) => {
  await revokeStaffInvitation(ctx.actor, input);
  return done(ctx.area, "invitations.revoked");
});

export const changeStaffAction = manager(formFields, async (input, ctx) => {
  await changeStaffAccess(ctx.actor, { ...input, clinicIds: clinicIdsOf(input) });
  return done(ctx.area, "saved");
});

export const removeStaffAction = manager(formFields, async (input, ctx) => {
  await removeStaffAccess(ctx.actor, input);
  return done(ctx.area, "removed");
});

/** Make someone a clinician (they read and review health questionnaires), or no longer one. */
export const setClinicianAction = manager(formFields, async (input, ctx) => {
  await setClinician(ctx.actor, input);
  return done(ctx.area, "clinicianSaved");
});
