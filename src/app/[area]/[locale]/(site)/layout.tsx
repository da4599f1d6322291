import { CookieConsent } from "@/components/consent/cookie-consent";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { VisitorCountry } from "@/components/visitor/visitor-country";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";

/** The public site's chrome: header, the page, footer. The back office (staff/) has its own. */
export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const clinics = await listClinics();
  return (
    <>
      {/* First in the page (after the skip link): a keyboard or screen reader reaches the choice first, and the
          banner, fixed at the foot of the window, paints with the page's first paint (issue 14). */}
      <CookieConsent locale={locale} />
      <SiteHeader area={area} locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter area={area} locale={locale} clinics={clinics} />
      <VisitorCountry area={area} locale={locale} />
    </>
  );
}
