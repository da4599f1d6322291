import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { OnboardingClosed, OnboardingFrame } from "@/components/staff/onboarding-frame";
import { hiddenFields, newPasswordFields } from "@/components/account/field-specs";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext } from "@/i18n/route-params";
import { clientAddress } from "@/server/http/client-address";
import { queryValue } from "@/server/input/query-value";
import { readFirstAdminLink } from "@/server/staff/create-first-admin";
import { createFirstAdminAction } from "../_auth/onboarding-actions";
import type { TokenPageProps } from "../_auth/staff-page";

export const metadata: Metadata = { title: "Set up this clinic group" };

/**
 * A fresh install's first administrator (issue 41, decision 216), from the link `npm start` printed: on this
 * machine only (anyone else gets "not found"), while no administrator exists, once. Name, e-mail and password here;
 * the authenticator next.
 */
export default async function StaffSetupPage({ params, searchParams }: TokenPageProps) {
  const { area, locale } = await resolvePageContext(params);
  const token = queryValue((await searchParams).token);
  const state = await readFirstAdminLink(token, { client: clientAddress(await headers()) });
  if (state === "elsewhere") notFound();
  if (locale !== "en") redirect(`${pathFor(area, "en", "staff/setup")}?${new URLSearchParams({ token })}`);
  const t = await getTranslations({ locale: "en", namespace: "staff.setup" });
  if (state !== "open") {
    return (
      <OnboardingClosed
        area={area}
        title={t(`${state}.title`)}
        text={t(`${state}.text`)}
        signIn={state === "done" ? t("signIn") : undefined}
        testId={`setup-${state}`}
      />
    );
  }
  return (
    <OnboardingFrame
      title={t("title")}
      testId="setup-open"
      intro={
        <>
          <p className="text-ink">{t("intro")}</p>
          <p className="text-sm">{t("machineOnly")}</p>
        </>
      }
    >
      <div className="mt-6 rounded-2xl border border-linen bg-white p-6">
        <ActionForm
          feedback="beside"
          action={createFirstAdminAction}
          testId="first-admin-form"
          fields={[
            ...hiddenFields({ area, locale: "en", token }),
            { name: "firstName", label: t("firstName"), autoComplete: "given-name", pair: true },
            { name: "lastName", label: t("lastName"), autoComplete: "family-name", pair: true },
            { name: "email", type: "email", label: t("email"), autoComplete: "email" },
            ...newPasswordFields({ password: t("password"), hint: t("passwordHint"), confirm: t("confirmPassword") }),
          ]}
          submits={[{ label: t("submit") }]}
        />
      </div>
    </OnboardingFrame>
  );
}
