import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { AuthShell, Notice } from "@/components/account/auth-shell";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { readCookie, REMEMBERED_EMAIL_COOKIE } from "@/server/accounts/session-cookie";
import { codeSignInAction, forgetAccountAction, passwordSignInAction } from "../_account/actions";
import { codeSignInFields, passwordSignInFields } from "../_account/form-fields";
import { queryValue } from "@/server/input/query-value";
import { sitePageMetadata } from "../_site/page-metadata";
import { AuthFooterLink } from "../_account/auth-footer-link";

/** Rendered per request (it reads the query), with a CSP nonce: src/config/content-security-policy.ts. */
export const dynamic = "force-dynamic";

type SearchParams = Promise<{
  mode?: string | string[];
  next?: string | string[];
  expired?: string | string[];
  signedout?: string | string[];
  reset?: string | string[];
  deleted?: string | string[];
}>;

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "login",
    namespace: "auth.login",
    titleKey: "metaTitle",
    descriptionKey: "metaDescription",
  });
}

export default async function LoginPage({ params, searchParams }: { params: RouteParams; searchParams: SearchParams }) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "auth.login" });
  const mode = query.mode === "code" ? "code" : "password";
  const remembered = await readCookie(REMEMBERED_EMAIL_COOKIE);
  const next = queryValue(query.next);
  const modeHref = (m: string) => {
    const q = new URLSearchParams({ ...(m === "code" ? { mode: "code" } : {}), ...(next ? { next } : {}) }).toString();
    return `${pathFor(area, locale, "login")}${q ? `?${q}` : ""}`;
  };

  const place = { area, locale, next, rememberedEmail: remembered };
  const [passwordFields, codeFields] = await Promise.all([passwordSignInFields(place), codeSignInFields(place)]);

  const notice = query.expired ? (
    <Notice tone="warning" testId="login-notice">
      {t("expired")}
    </Notice>
  ) : query.reset ? (
    <Notice tone="success" testId="login-notice">
      {t("resetDone")}
    </Notice>
  ) : query.signedout ? (
    <Notice testId="login-notice">{t("signedOut")}</Notice>
  ) : query.deleted ? (
    <Notice testId="login-notice">{t("deleted")}</Notice>
  ) : null;

  const tab = (m: "password" | "code", label: string) => (
    <Link
      href={modeHref(m)}
      aria-current={mode === m ? "page" : undefined}
      className={`flex-1 rounded-full px-4 py-2.5 text-center text-sm font-medium transition ${mode === m ? "bg-ink text-ivory" : "text-ink hover:bg-sand"}`}
    >
      {label}
    </Link>
  );

  return (
    <AuthShell eyebrow={t("eyebrow")} title={t("title")} notice={notice}>
      <nav aria-label={t("modes")} className="mb-6 flex gap-1 rounded-full border border-linen bg-ivory p-1">
        {tab("password", t("modePassword"))}
        {tab("code", t("modeCode"))}
      </nav>
      {remembered && (
        <form
          action={forgetAccountAction}
          className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand px-4 py-3 text-sm"
        >
          <input type="hidden" name="area" value={area} />
          <input type="hidden" name="locale" value={locale} />
          <span>{t("rememberedAs", { email: remembered })}</span>
          <button
            type="submit"
            className="font-medium underline decoration-gold underline-offset-2 hover:text-gold-deep"
            data-testid="forget-account"
          >
            {t("forget")}
          </button>
        </form>
      )}
      {mode === "password" ? (
        <ActionForm
          key={`password-${remembered ?? ""}`}
          action={passwordSignInAction}
          testId="login-password-form"
          botCheck={{ locale, form: "sign-in", whenAsked: true }}
          fields={passwordFields}
          submits={[{ label: t("submit") }]}
          footer={<AuthFooterLink href={pathFor(area, locale, "forgot-password")}>{t("forgot")}</AuthFooterLink>}
        />
      ) : (
        <ActionForm
          key={`code-${remembered ?? ""}`}
          action={codeSignInAction}
          testId="login-code-form"
          fields={codeFields}
          submits={[
            { label: t("sendCode"), intent: "send", hideInStep: "code" },
            { label: t("submit"), intent: "signin", step: "code" },
            { label: t("resendCode"), intent: "send", step: "code", variant: "secondary" },
          ]}
        />
      )}
      <p className="mt-8 border-t border-linen pt-6 text-sm text-stone">
        {t("noAccount")}{" "}
        <Link
          href={`${pathFor(area, locale, "register")}${next ? `?next=${encodeURIComponent(next)}` : ""}`}
          className="font-medium text-ink underline decoration-gold underline-offset-2"
        >
          {t("register")}
        </Link>
      </p>
    </AuthShell>
  );
}
