import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { DemoRibbon } from "@/components/layout/demo-ribbon";
import { NavigationProgress } from "@/components/layout/navigation-progress";
import { BRAND_FONT_SCRIPT } from "@/config/brand-fonts";
import { brand } from "@/config/site";
import { directionOf, localeTags } from "@/i18n/locales";
import { allPageContexts, resolvePageContext, type RouteParams } from "@/i18n/route-params";
import "../../globals.css";

export const revalidate = 3600;

/** Chinese and Japanese pages load their Noto Sans subsets (copied to public/ at install). */
const cjkStylesheet: Partial<Record<string, string>> = {
  zh: "/fonts/cjk/noto-sans-sc.css",
  ja: "/fonts/cjk/noto-sans-jp.css",
};

export function generateStaticParams() {
  return allPageContexts();
}

export const metadata: Metadata = {
  metadataBase: new URL(brand.siteUrl),
  applicationName: brand.name,
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = { themeColor: "#faf7f2", width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: RouteParams }) {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    // The cookie banner's inline script marks <html> before hydration (src/config/cookie-choice.ts).
    <html lang={localeTags[locale]} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        {/* The brand serif, registered after the first paint (src/config/brand-fonts.ts, decision 190). */}
        <script dangerouslySetInnerHTML={{ __html: BRAND_FONT_SCRIPT }} />
        {cjkStylesheet[locale] && <link rel="stylesheet" href={cjkStylesheet[locale]} />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded bg-ink px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t("skipToContent")}
        </a>
        <DemoRibbon locale={locale} />
        <NavigationProgress label={t("header.loading")} />
        {children}
      </body>
    </html>
  );
}
