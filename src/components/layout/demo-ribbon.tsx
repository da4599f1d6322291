import { getTranslations } from "next-intl/server";
import { demoModes } from "@/config/env";
import type { Locale } from "@/i18n/locales";

/**
 * A slim strip above the header while the site runs in a demo mode (decision 078): payments are sandbox test
 * payments, or mails are kept in the outbox instead of sent. In the flow of the page, never fixed: a corner badge
 * covered "Next available…", the sticky "Continue" bar and the checkout's pay button on phones (issue 40, row 11).
 */
export async function DemoRibbon({ locale }: { locale: Locale }) {
  const modes = demoModes();
  if (!modes.sandboxPayments && !modes.mailLogged) return null;
  const t = await getTranslations({ locale, namespace: "common.demo" });
  const details = [modes.sandboxPayments && t("payments"), modes.mailLogged && t("mail")].filter(Boolean).join(" · ");
  return (
    // Its own labelled landmark: every piece of a page belongs to one (axe "region").
    <aside
      aria-label={t("label")}
      data-testid="demo-ribbon"
      className="bg-ink px-4 py-1 text-center text-xs text-ivory"
    >
      <p>
        <strong className="font-semibold">{t("label")}</strong>
        <span aria-hidden="true"> · </span>
        {details}
      </p>
    </aside>
  );
}
