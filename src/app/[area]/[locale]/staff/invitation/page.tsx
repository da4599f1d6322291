import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { OnboardingClosed, OnboardingFrame } from "@/components/staff/onboarding-frame";
import { hiddenFields, newPasswordFields } from "@/components/account/field-specs";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext } from "@/i18n/route-params";
import { queryValue } from "@/server/input/query-value";
import { readStaffInvitation } from "@/server/staff/accept-staff-invitation";
import { clinicList, roleWords } from "@/server/staff/invite-staff";
import { acceptInvitationAction } from "../_auth/onboarding-actions";
import type { TokenPageProps } from "../_auth/staff-page";

export const metadata: Metadata = { title: "Join the back office" };

const when = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "full", timeStyle: "short" });

/**
 * A staff invitation's page (issue 39, decision 215): who invited the person, as what and where; the name (to
 * correct) and a new password. Accepting signs them in here only and continues to the authenticator. A link that no
 * longer works says why, and never offers a customer account.
 */
export default async function StaffInvitationPage({ params, searchParams }: TokenPageProps) {
  const { area, locale } = await resolvePageContext(params);
  const token = queryValue((await searchParams).token);
  // The back office is English (decision 130).
  if (locale !== "en") redirect(`${pathFor(area, "en", "staff/invitation")}?${new URLSearchParams({ token })}`);
  const [t, invitation] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.invitation" }),
    readStaffInvitation(token),
  ]);
  if ("closed" in invitation) {
    const reason = invitation.closed;
    return (
      <OnboardingClosed
        area={area}
        title={t(`closed.${reason}.title`)}
        text={t(`closed.${reason}.text`)}
        signIn={reason === "accepted" ? t("signIn") : undefined}
        testId="invitation-closed"
      />
    );
  }
  const open = invitation.open;
  const role = roleWords[open.role];
  const clinics = clinicList(open.clinics);
  return (
    <OnboardingFrame
      title={t("title")}
      testId="invitation-open"
      intro={
        <>
          <p className="text-ink">
            {clinics ? t("intro", { by: open.by, role, clinics }) : t("introEveryClinic", { by: open.by, role })}
          </p>
          <p>{t("steps")}</p>
        </>
      }
    >
      <div className="mt-6 rounded-2xl border border-linen bg-white p-6">
        <p className="text-sm text-stone">{t("email")}</p>
        <p className="mb-5 text-lg break-all" dir="ltr" data-testid="invitation-email">
          {open.email}
        </p>
        <ActionForm
          feedback="beside"
          action={acceptInvitationAction}
          testId="accept-invitation-form"
          fields={[
            ...hiddenFields({ area, locale: "en", token }),
            {
              name: "firstName",
              label: t("firstName"),
              autoComplete: "given-name",
              defaultValue: open.firstName,
              pair: true,
            },
            {
              name: "lastName",
              label: t("lastName"),
              autoComplete: "family-name",
              defaultValue: open.lastName,
              pair: true,
            },
            ...newPasswordFields({ password: t("password"), hint: t("passwordHint"), confirm: t("confirmPassword") }),
          ]}
          submits={[{ label: t("submit") }]}
        />
        <p className="mt-4 text-sm text-stone">{t("replaces")}</p>
      </div>
      <p className="mt-4 text-sm text-stone">{t("expires", { when: when.format(open.expiresAt) })}</p>
    </OnboardingFrame>
  );
}
