import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { AuthShell } from "@/components/account/auth-shell";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { forgotPasswordAction } from "../_account/actions";
import { sitePageMetadata } from "../_site/page-metadata";
import { AuthFooterLink } from "../_account/auth-footer-link";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "forgot-password",
    namespace: "auth.forgot",
    titleKey: "metaTitle",
    descriptionKey: "metaDescription",
  });
}

export default async function ForgotPasswordPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, f] = await Promise.all([
    getTranslations({ locale, namespace: "auth.forgot" }),
    getTranslations({ locale, namespace: "auth.fields" }),
  ]);
  return (
    <AuthShell title={t("title")} intro={<p>{t("intro")}</p>}>
      <ActionForm
        action={forgotPasswordAction}
        testId="forgot-form"
        fields={[
          { name: "area", type: "hidden", label: "", defaultValue: area },
          { name: "locale", type: "hidden", label: "", defaultValue: locale },
          { name: "email", type: "email", label: f("email"), autoComplete: "email", inputMode: "email" },
        ]}
        submits={[{ label: t("submit") }]}
        footer={<AuthFooterLink href={pathFor(area, locale, "login")}>{t("back")}</AuthFooterLink>}
      />
    </AuthShell>
  );
}
