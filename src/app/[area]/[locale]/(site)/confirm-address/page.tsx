import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { AuthShell } from "@/components/account/auth-shell";
import { pathFor } from "@/i18n/paths";
import type { RouteParams } from "@/i18n/route-params";
import {
  linkPageContext,
  linkPageMetadata,
  LinkTokenFields,
  type LinkPageProps,
} from "@/components/requests/link-page";
import { checkAddressProofLink } from "@/server/accounts/confirm-address";
import { confirmAddressAction } from "../_account/actions";

/** Reads the link's token: rendered per request with a CSP nonce (src/config/content-security-policy.ts), never indexed. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return linkPageMetadata(params, "auth.confirmAddress");
}

const buttonClass =
  "inline-flex min-h-12 items-center rounded-full bg-ink px-7 py-3 font-medium text-ivory hover:bg-gold-deep";

/**
 * The address verification link lands here (decision 210). The page names the account the link would prove and
 * asks for a press of the button (a POST): a mail scanner opening the link proves nothing, and someone who did not
 * register is told to leave it.
 */
export default async function ConfirmAddressPage(props: LinkPageProps) {
  const { area, locale, t, result, token } = await linkPageContext(props, "auth.confirmAddress");
  const known = result === "confirmed" || result === "already" || result === "invalid";
  const link = known ? null : await checkAddressProofLink(token, new Date());
  if (known || !link || link.proven) {
    return (
      <AuthShell title={t("title")}>
        <p role="status" className="text-lg" data-testid="confirm-address-result">
          {t(known ? result : link ? "already" : "invalid")}
        </p>
        <div className="mt-6">
          <DynamicLink
            href={pathFor(area, locale, "account")}
            className={buttonClass}
            data-testid="confirm-address-account"
          >
            {t("account")}
          </DynamicLink>
        </div>
      </AuthShell>
    );
  }
  const strong = (chunks: React.ReactNode) => <bdi className="font-medium text-ink">{chunks}</bdi>;
  return (
    <AuthShell title={t("title")}>
      <form action={confirmAddressAction} className="space-y-5" data-testid="confirm-address-form">
        <LinkTokenFields area={area} locale={locale} token={token} />
        <p className="text-lg">{t.rich("text", { email: link.email, name: link.firstName, b: strong })}</p>
        <p className="text-sm text-stone">{t("warning")}</p>
        <button type="submit" className={buttonClass}>
          {t("button")}
        </button>
      </form>
    </AuthShell>
  );
}
