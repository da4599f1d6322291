import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ActionForm, type FieldSpec } from "@/components/account/action-form";
import { AuthShell } from "@/components/account/auth-shell";
import { countryCodeOptions, titleOptions } from "@/components/account/field-options";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { readCookie, REFERRAL_COOKIE } from "@/server/accounts/session-cookie";
import { registerAction } from "../_account/actions";

type SearchParams = Promise<{ ref?: string; next?: string }>;

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "auth.register" });
  return pageMetadata({ area, locale, path: "register", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function RegisterPage({ params, searchParams }: { params: RouteParams; searchParams: SearchParams }) {
  const { area, locale } = await resolvePageContext(params);
  const { ref, next } = await searchParams;
  const [t, f] = await Promise.all([getTranslations({ locale, namespace: "auth.register" }), getTranslations({ locale, namespace: "auth" })]);
  const referral = (ref ?? (await readCookie(REFERRAL_COOKIE)) ?? "").slice(0, 32);
  const link = (path: string) =>
    function LegalLink(chunks: React.ReactNode) {
      return (
        <Link href={pathFor(area, locale, path)} className="underline decoration-gold underline-offset-2 hover:text-gold-deep" target="_blank">
          {chunks}
        </Link>
      );
    };

  const fields: FieldSpec[] = [
    { name: "area", type: "hidden", label: "", defaultValue: area },
    { name: "locale", type: "hidden", label: "", defaultValue: locale },
    { name: "next", type: "hidden", label: "", defaultValue: next ?? "" },
    { name: "title", type: "select", label: f("fields.title"), placeholder: f("fields.titlePlaceholder"), options: titleOptions((v) => f(`titles.${v}`)), autoComplete: "honorific-prefix" },
    { name: "firstName", label: f("fields.firstName"), autoComplete: "given-name", pair: true },
    { name: "lastName", label: f("fields.lastName"), autoComplete: "family-name", pair: true },
    { name: "email", type: "email", label: f("fields.email"), autoComplete: "email", inputMode: "email", pair: true },
    { name: "confirmEmail", type: "email", label: f("fields.confirmEmail"), autoComplete: "email", inputMode: "email", pair: true },
    {
      name: "mobile",
      type: "tel",
      label: f("fields.mobile"),
      autoComplete: "tel-national",
      hint: f("fields.mobileHint"),
      prefix: { name: "countryCode", type: "select", ltr: true, label: f("fields.countryCode"), options: countryCodeOptions, defaultValue: area === "za" ? "+27" : area === "uk" ? "+44" : "+1", autoComplete: "tel-country-code" },
    },
    { name: "password", type: "password", label: f("fields.password"), autoComplete: "new-password", hint: f("fields.passwordHint"), pair: true },
    { name: "confirmPassword", type: "password", label: f("fields.confirmPassword"), autoComplete: "new-password", pair: true },
    { name: "referralCode", label: f("fields.referralCode"), hint: f("fields.referralHint"), defaultValue: referral, autoComplete: "off" },
    { name: "acceptTerms", type: "checkbox", label: f.rich("fields.acceptTerms", { terms: link("terms"), privacy: link("privacy") }) },
    { name: "remember", type: "checkbox", label: f("fields.remember") },
  ];

  return (
    <AuthShell eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} wide>
      <ActionForm
        action={registerAction}
        fields={fields}
        submits={[{ label: t("submit") }]}
        testId="register-form"
        footer={
          <p className="text-sm text-stone">
            {t("haveAccount")}{" "}
            <Link href={pathFor(area, locale, "login")} className="font-medium text-ink underline decoration-gold underline-offset-2">
              {t("signIn")}
            </Link>
          </p>
        }
      />
    </AuthShell>
  );
}
