import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import { AuthShell } from "@/components/account/auth-shell";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { checkAddressProofLink } from "@/server/accounts/confirm-address";
import { queryValue } from "@/server/input/query-value";
import { confirmAddressAction } from "../_account/actions";

/** Reads the link's token: rendered per request with a CSP nonce (src/config/content-security-policy.ts), never indexed. */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "auth.confirmAddress" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

const buttonClass =
  "inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep";

/**
 * The address verification link lands here (decision 210). The page names the account the link would prove and
 * asks for a press of the button (a POST): a mail scanner opening the link proves nothing, and someone who did not
 * register is told to leave it.
 */
export default async function ConfirmAddressPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: SearchParams;
}) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "auth.confirmAddress" });
  const result = queryValue(query.result);
  const toAccount = (
    <DynamicLink href={pathFor(area, locale, "account")} className={buttonClass} data-testid="confirm-address-account">
      {t("account")}
    </DynamicLink>
  );
  if (result === "confirmed" || result === "already" || result === "invalid") {
    return (
      <AuthShell title={t("title")}>
        <p role="status" className="text-lg" data-testid="confirm-address-result">
          {t(result)}
        </p>
        <div className="mt-6">{toAccount}</div>
      </AuthShell>
    );
  }
  const token = queryValue(query.token);
  const link = await checkAddressProofLink(token, new Date());
  if (!link || link.proven) {
    return (
      <AuthShell title={t("title")}>
        <p role="status" className="text-lg" data-testid="confirm-address-result">
          {t(link ? "already" : "invalid")}
        </p>
        <div className="mt-6">{toAccount}</div>
      </AuthShell>
    );
  }
  const strong = (chunks: React.ReactNode) => <bdi className="font-medium text-ink">{chunks}</bdi>;
  return (
    <AuthShell title={t("title")}>
      <form action={confirmAddressAction} className="space-y-5" data-testid="confirm-address-form">
        <input type="hidden" name="area" value={area} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <p className="text-lg">{t.rich("text", { email: link.email, name: link.firstName, b: strong })}</p>
        <p className="text-sm text-stone">{t("warning")}</p>
        <button type="submit" className={buttonClass}>
          {t("button")}
        </button>
      </form>
    </AuthShell>
  );
}
