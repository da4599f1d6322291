import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { AuthShell } from "@/components/account/auth-shell";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { readCookie, REFERRAL_COOKIE } from "@/server/accounts/session-cookie";
import { registerAction } from "../_account/actions";
import { registerFields } from "../_account/form-fields";
import { queryValue } from "@/server/input/query-value";
import { sitePageMetadata } from "../_site/page-metadata";

/** Rendered per request (it reads the query), with a CSP nonce: src/config/content-security-policy.ts. */
export const dynamic = "force-dynamic";

type SearchParams = Promise<{ ref?: string | string[]; next?: string | string[] }>;

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "register",
    namespace: "auth.register",
    titleKey: "metaTitle",
    descriptionKey: "metaDescription",
  });
}

export default async function RegisterPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: SearchParams;
}) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const ref = queryValue(query.ref) || undefined;
  const next = queryValue(query.next);
  const t = await getTranslations({ locale, namespace: "auth.register" });
  const referral = (ref ?? (await readCookie(REFERRAL_COOKIE)) ?? "").slice(0, 32);
  const fields = await registerFields({ area, locale, next, referral });

  return (
    <AuthShell eyebrow={t("eyebrow")} title={t("title")} intro={<p>{t("intro")}</p>} wide>
      <ActionForm
        action={registerAction}
        fields={fields}
        submits={[{ label: t("submit") }]}
        testId="register-form"
        botCheck={{ locale, form: "register" }}
        footer={
          <p className="text-sm text-stone">
            {t("haveAccount")}{" "}
            <Link
              href={pathFor(area, locale, "login")}
              className="font-medium text-ink underline decoration-gold underline-offset-2"
            >
              {t("signIn")}
            </Link>
          </p>
        }
      />
    </AuthShell>
  );
}
