import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { AuthShell } from "@/components/account/auth-shell";
import { hiddenFields, newPasswordFields } from "@/components/account/field-specs";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { queryValue } from "@/server/input/query-value";
import { checkResetToken } from "@/server/accounts/reset-password";
import { resetPasswordAction } from "../_account/actions";
import { sitePageMetadata } from "../_site/page-metadata";

/** Rendered per request (it reads the query), with a CSP nonce: src/config/content-security-policy.ts. */
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "reset-password",
    namespace: "auth.reset",
    titleKey: "metaTitle",
    descriptionKey: "metaDescription",
    noIndex: true,
  });
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const token = queryValue((await searchParams).token);
  const [t, f] = await Promise.all([
    getTranslations({ locale, namespace: "auth.reset" }),
    getTranslations({ locale, namespace: "auth.fields" }),
  ]);
  const usable = await checkResetToken(token);

  if (!usable) {
    return (
      <AuthShell title={t("expiredTitle")} intro={<p>{t("expiredText")}</p>}>
        <Link
          href={pathFor(area, locale, "forgot-password")}
          className="inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep"
          data-testid="reset-again"
        >
          {t("resetAgain")}
        </Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t("title")} intro={<p>{t("intro")}</p>}>
      <ActionForm
        action={resetPasswordAction}
        testId="reset-form"
        fields={[
          ...hiddenFields({ area, locale, token }),
          ...newPasswordFields({ password: t("password"), hint: f("passwordHint"), confirm: f("confirmPassword") }),
        ]}
        submits={[{ label: t("submit") }]}
      />
    </AuthShell>
  );
}
