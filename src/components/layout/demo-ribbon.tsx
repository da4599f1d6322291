import { getTranslations } from "next-intl/server";
import { demoModes } from "@/config/env";
import type { Locale } from "@/i18n/locales";

/**
 * A small corner note while the site runs in a demo mode (decision 078): payments are sandbox test
 * payments, or mails are kept in the outbox instead of sent. Logical properties: Arabic gets it on the left.
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
      className="pointer-events-none fixed bottom-3 start-3 z-[60] max-w-[calc(100vw-1.5rem)] rounded-full bg-ink/85 px-3 py-1 text-start text-xs text-ivory shadow"
    >
      <p>
        <strong className="font-semibold">{t("label")}</strong>
        <span aria-hidden="true"> · </span>
        {details}
      </p>
    </aside>
  );
}
