import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "next-intl/server";
import { longFormPages, type ContentPage } from "@/config/content-pages";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { loadLongForm } from "@/server/content/load-long-form";
import { MedicalDisclaimer } from "./medical-disclaimer";
import { contentPageMetadata } from "./page-metadata";
import { ContentPageHero } from "./page-hero";
import { Prose } from "./prose";
import { ReferralTermsLink } from "./referral-terms-link";

function pageFor(key: string): ContentPage {
  const page = longFormPages.find((p) => p.key === key);
  if (!page?.longForm) throw new Error(`No long-form page "${key}" in content-pages.ts`);
  return page;
}

/**
 * A route made of a hero and one long-form Markdown file: `export const { generateMetadata, default } = longFormRoute("faqs")`.
 * `after`: what follows the text (a request form), rendered for the page's area and language.
 */
export function longFormRoute(key: string, after?: (context: { area: Area; locale: Locale }) => ReactNode) {
  const page = pageFor(key);
  async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
    return contentPageMetadata(params, page.key, page.path);
  }
  async function LongFormPage({ params }: { params: RouteParams }) {
    const { area, locale } = await resolvePageContext(params);
    const [t, content] = await Promise.all([getTranslations({ locale, namespace: "content" }), loadLongForm(page.longForm!, locale)]);
    return (
      <>
        <ContentPageHero page={page} locale={locale} />
        <div className="container-page max-w-3xl py-12 md:py-16" data-page={page.key}>
          <Prose content={content} fallbackNote={t("ui.fallbackNote")} />
          {page.referralTerms ? <ReferralTermsLink label={t("ui.referralTermsLink")} note={t("ui.referralTermsNote")} /> : null}
          {after?.({ area, locale })}
          {page.medical ? <MedicalDisclaimer title={t("ui.disclaimerTitle")} text={t("ui.disclaimerText")} /> : null}
        </div>
      </>
    );
  }
  return { generateMetadata, LongFormPage };
}
