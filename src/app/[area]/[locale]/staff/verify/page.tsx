import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm, type FieldSpec } from "@/components/account/action-form";
import { hiddenFields } from "@/components/account/field-specs";
import { verifySecondFactorAction } from "../_auth/actions";
import { openSecondFactorStep, type SecondFactorPageProps } from "../_auth/second-factor-guard";
import { SignOutForm } from "@/components/account/sign-out-form";

export const metadata: Metadata = { title: "Confirm it is you" };

/** The staff sign-in's second step: a code from the authenticator app or a recovery code (decision 131). */
export default async function StaffVerifyPage(props: SecondFactorPageProps) {
  const { area, next } = await openSecondFactorStep("verify", props);
  const t = await getTranslations({ locale: "en", namespace: "staff.verify" });
  const fields: FieldSpec[] = [
    ...hiddenFields({ area, locale: "en", next }),
    { name: "code", label: t("code"), autoComplete: "one-time-code", inputMode: "text", hint: t("hint") },
  ];
  return (
    <>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl">{t("title")}</h1>
        <p className="mt-3 text-stone">{t("intro")}</p>
        <div className="mt-6 rounded-2xl border border-linen bg-white p-6">
          <ActionForm
            feedback="beside"
            action={verifySecondFactorAction}
            fields={fields}
            submits={[{ label: t("submit") }]}
            testId="staff-verify-form"
          />
        </div>
        <SignOutForm
          area={area}
          locale="en"
          className="mt-4"
          buttonClassName="min-h-11 text-sm underline underline-offset-4 hover:text-gold-deep"
        >
          {t("signOut")}
        </SignOutForm>
      </div>
    </>
  );
}
