import type { Metadata } from "next";
import { Mail, Phone } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro } from "@/components/catalogue/catalogue-page";
import { FormWithAside } from "@/components/requests/form-with-aside";
import { ContactForm } from "@/components/requests/contact-form";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { areaCountry, countryOptions } from "@/components/requests/country-options";
import { areaHomeClinic } from "@/config/site";
import { localeTags } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";
import { personTitles } from "@/shared/requests/spa-request-schema";
import { sendContactRequest } from "./actions";
import { sitePageMetadata } from "../_site/page-metadata";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "contact",
    namespace: "requests.contact",
    descriptionKey: "metaDescription",
    branded: true,
  });
}

/** The contact form (issue 12): prerendered; the form posts to its server action. */
export default async function ContactPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, common, clinics] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    getTranslations({ locale, namespace: "common" }),
    listClinics(),
  ]);

  return (
    <>
      <CatalogueIntro area={area} locale={locale} namespace="requests.contact" />
      <FormWithAside
        aside={
          <>
            <ul className="space-y-4 rounded-2xl bg-sand p-6 text-sm">
              {clinics.map((clinic) => (
                <li key={clinic.slug} className="space-y-1">
                  <p className="font-medium">{common(`clinics.${clinic.slug}`)}</p>
                  <a
                    href={`tel:${clinic.phone.replace(/\s/g, "")}`}
                    className="flex items-center gap-1.5 hover:text-gold-deep"
                  >
                    <Phone aria-hidden="true" className="size-3.5" />
                    <span dir="ltr">{clinic.phone}</span>
                  </a>
                  <a
                    href={`mailto:${clinic.email}`}
                    className="flex items-center gap-1.5 [overflow-wrap:anywhere] hover:text-gold-deep"
                  >
                    <Mail aria-hidden="true" className="size-3.5" />
                    {clinic.email}
                  </a>
                </li>
              ))}
            </ul>
            <p className="text-sm leading-relaxed text-stone">{t("contact.aside")}</p>
            <Link
              href={pathFor(area, locale, "call-back")}
              className="inline-flex text-sm font-medium text-gold-deep underline-offset-4 hover:underline"
            >
              {t("contact.callBackLink")}
            </Link>
          </>
        }
      >
        <IslandIntl provider="requests" locale={locale}>
          <ContactForm
            action={sendContactRequest}
            area={area}
            locale={locale}
            clinics={clinics.map((c) => ({ slug: c.slug, name: common(`clinics.${c.slug}`) }))}
            countries={countryOptions(localeTags[locale])}
            defaultCountry={areaCountry[area]}
            defaultClinic={areaHomeClinic[area]}
            titles={personTitles}
          />
        </IslandIntl>
      </FormWithAside>
    </>
  );
}
