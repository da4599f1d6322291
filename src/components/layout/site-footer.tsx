import { Mail, Phone } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { legalNav, moreNav, secondaryNav } from "@/config/navigation";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { Logo } from "@/components/ui/logo";
import { NewsletterSignup } from "@/components/requests/newsletter-signup";
import type { Clinic } from "@/server/clinics/list-clinics";
import { COOKIE_SETTINGS_HASH } from "@/config/cookie-choice";

/** A column of the footer's links under its heading; `children`: more items after the links. */
function FooterNav({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: { href: string; label: string }[];
  children?: React.ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="eyebrow !text-gold-light">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:text-gold-light">
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export async function SiteFooter({ area, locale, clinics }: { area: Area; locale: Locale; clinics: Clinic[] }) {
  const t = await getTranslations({ locale, namespace: "common" });
  const more = await getTranslations({ locale, namespace: "content" });
  const requests = await getTranslations({ locale, namespace: "requests.contact" });
  const callBack = await getTranslations({ locale, namespace: "requests.callBack" });
  const href = (path: string) => pathFor(area, locale, path);
  return (
    <footer className="bg-night text-ivory/80">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1fr_2.4fr_0.8fr]">
        <div className="space-y-4">
          <Logo label={t("brand.name")} className="text-ivory" />
          <h2 className="font-serif text-2xl text-ivory">{t("footer.newsletterTitle")}</h2>
          <p className="text-sm leading-relaxed">{t("footer.newsletterText")}</p>
          <NewsletterSignup area={area} locale={locale} id="footer-newsletter" />
          <Link
            href={href("join-the-community")}
            className="inline-flex text-sm text-gold-light underline-offset-4 hover:underline"
          >
            {t("footer.newsletterCta")}
          </Link>
        </div>
        <div>
          <h2 className="eyebrow !text-gold-light">{t("footer.clinicsTitle")}</h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-3 lg:grid-cols-3">
            {clinics.map((clinic) => (
              <li key={clinic.slug} className="space-y-1 text-sm">
                <Link href={href(`locations/${clinic.slug}`)} className="font-medium text-ivory hover:text-gold-light">
                  {t(`clinics.${clinic.slug}`)}
                </Link>
                {/* Each line isolated as left-to-right text, so "14 Harley Street" does not turn into "Harley Street 14" on Arabic pages. */}
                <address className="not-italic leading-relaxed" translate="no">
                  <span className="block">
                    <bdi>{clinic.street}</bdi>
                  </span>
                  <span className="block">
                    <bdi>
                      {clinic.city} {clinic.postcode}
                    </bdi>
                  </span>
                </address>
                <a
                  href={`tel:${clinic.phone.replace(/\s/g, "")}`}
                  className="flex min-h-6 items-center gap-1.5 hover:text-gold-light"
                >
                  <Phone aria-hidden="true" className="size-3.5" />
                  {/* The name says whom it calls and then the number it shows, so a voice user saying what they see
                      finds it (axe label-content-name-mismatch, issue 40 row 13). */}
                  <span className="sr-only">{t("footer.call", { clinic: t(`clinics.${clinic.slug}`) })}: </span>
                  <span dir="ltr">{clinic.phone}</span>
                </a>
                <a
                  href={`mailto:${clinic.email}`}
                  className="flex min-h-6 items-center gap-1.5 text-xs hover:text-gold-light [overflow-wrap:anywhere]"
                >
                  <Mail aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t("footer.email", { clinic: t(`clinics.${clinic.slug}`) })}: </span>
                  <bdi>{clinic.email}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-6 lg:grid-cols-1">
          <FooterNav
            id="footer-explore"
            title={t("footer.exploreTitle")}
            links={[
              ...secondaryNav.map((item) => ({ href: href(item.href), label: t(`nav.${item.key}`) })),
              ...moreNav.map((item) => ({ href: href(item.href), label: more(`nav.${item.key}`) })),
              { href: href("contact"), label: requests("footerLink") },
              { href: href("call-back"), label: callBack("title") },
            ]}
          />
          <FooterNav
            id="footer-legal"
            title={t("footer.legalTitle")}
            links={legalNav.map((item) => ({ href: href(item.href), label: t(`nav.${item.key}`) }))}
          >
            <li>
              {/* A link, not an island: it works from the first paint (COOKIE_SETTINGS_HASH). */}
              <a href={COOKIE_SETTINGS_HASH} className="hover:text-gold-light">
                {t("consent.settings")}
              </a>
            </li>
          </FooterNav>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <div className="container-page space-y-3 py-8 text-xs leading-relaxed text-ivory/70">
          <p>{t("footer.disclaimer")}</p>
          <p data-testid="price-note">{t("footer.prices", { area })}</p>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
