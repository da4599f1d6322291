import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { AccountNav, type AccountSection } from "./account-nav";
import { AddressProofNotice } from "./address-proof-notice";

/** The frame of every account page: eyebrow, title, the one account navigation, then the page. */
export async function AccountShell({
  area,
  locale,
  current,
  title,
  intro,
  children,
}: {
  area: Area;
  locale: Locale;
  current: AccountSection;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "account.nav" });
  return (
    <section className="bg-gradient-to-b from-sand to-ivory">
      <div className="container-page max-w-5xl py-10 md:py-16">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl md:text-5xl">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl text-stone">{intro}</p>}
        <AddressProofNotice area={area} locale={locale} />
        <AccountNav area={area} locale={locale} current={current} />
        <div className="mt-8 min-w-0">{children}</div>
      </div>
    </section>
  );
}

/** A white card with a heading, the building block of the account pages. */
export function AccountCard({
  title,
  id,
  action,
  children,
  testId,
}: {
  title: string;
  id: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-linen bg-white/80 p-5 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What an account list says while it has nothing in it (no orders yet, no vouchers). */
export function AccountEmpty({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <p className="rounded-2xl border border-linen bg-white/80 p-6 text-stone" data-testid={testId}>
      {children}
    </p>
  );
}
