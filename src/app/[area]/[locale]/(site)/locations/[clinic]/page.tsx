import { ArrowLeft, Train } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CareTeam } from "@/components/clinicians/care-team";
import { ClinicDetails } from "@/components/content/clinic-details";
import { JsonLd } from "@/components/content/json-ld";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { PageArt } from "@/components/content/page-art";
import { Photo } from "@/components/content/photo";
import { clinicPageSlugs } from "@/config/content-pages";
import { clockText } from "@/config/booking-hours";
import { brand, type ClinicSlug } from "@/config/site";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinicCareTeam } from "@/server/clinicians/list-clinic-care-team";
import { listClinics, mapLink } from "@/server/clinics/list-clinics";
import { photoOf } from "@/server/photos/read-photos";

type Params = RouteParams extends Promise<infer P> ? Promise<P & { clinic: string }> : never;

export const dynamicParams = false;
export function generateStaticParams() {
  return clinicPageSlugs.map((clinic) => ({ clinic }));
}

function slugOf(value: string): ClinicSlug {
  if (!(clinicPageSlugs as readonly string[]).includes(value)) notFound();
  return value as ClinicSlug;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const slug = slugOf((await params).clinic);
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "common" }),
  ]);
  return pageMetadata({
    area,
    locale,
    path: `locations/${slug}`,
    title: t("meta.titleTemplate", { title: common(`clinics.${slug}`) }),
    description: t(`locations.${slug}.intro`),
  });
}

const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export default async function ClinicPage({ params }: { params: Params }) {
  const { area, locale } = await resolvePageContext(params);
  const slug = slugOf((await params).clinic);
  const [t, common, requests, clinicianText, clinics, photo, team] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "common" }),
    getTranslations({ locale, namespace: "requests.contact" }),
    getTranslations({ locale, namespace: "clinicians" }),
    listClinics(),
    photoOf("clinic", slug, locale),
    listClinicCareTeam(slug, locale),
  ]);
  const clinic = clinics.find((c) => c.slug === slug);
  if (!clinic) notFound();
  const name = common(`clinics.${slug}`);
  const url = new URL(pathFor(area, locale, `locations/${slug}`), brand.siteUrl).toString();
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "MedicalClinic",
          "@id": url,
          name: clinic.name,
          url,
          telephone: clinic.phone,
          email: clinic.email,
          address: {
            "@type": "PostalAddress",
            streetAddress: clinic.street,
            addressLocality: clinic.city,
            postalCode: clinic.postcode,
            addressCountry: clinic.country,
          },
          ...(clinic.latitude !== null && clinic.longitude !== null
            ? { geo: { "@type": "GeoCoordinates", latitude: clinic.latitude, longitude: clinic.longitude } }
            : {}),
          hasMap: mapLink(clinic),
          // Per weekday from the clinic's own hours (decision 167); a treatment starting at the last start ends about an hour later.
          openingHoursSpecification: clinic.weeklyHours.flatMap((hours, i) =>
            hours
              ? [
                  {
                    "@type": "OpeningHoursSpecification",
                    dayOfWeek: schemaDays[i],
                    opens: clockText(hours.first),
                    closes: clockText(Math.min(hours.last + 60, 24 * 60 - 1)),
                  },
                ]
              : [],
          ),
          parentOrganization: { "@type": "Organization", name: brand.name },
          // The care team the page lists, each with the registration a patient can check with its regulator.
          ...(team.length
            ? {
                employee: team.map((clinician) => ({
                  "@type": "Person",
                  name: clinician.name,
                  jobTitle: clinicianText(`roles.${clinician.role}`),
                  hasCredential: {
                    "@type": "EducationalOccupationalCredential",
                    credentialCategory: "license",
                    recognizedBy: { "@type": "Organization", name: clinician.registrationBody },
                    identifier: clinician.registrationNumber,
                  },
                })),
              }
            : {}),
        }}
      />
      <section className="relative overflow-hidden bg-night text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(220,194,144,0.25),transparent_55%)]"
        />
        <div className="container-page relative grid items-center gap-8 py-12 md:grid-cols-[1fr_auto] md:py-20">
          <div className="max-w-2xl">
            <Link
              href={pathFor(area, locale, "locations")}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-light hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" />
              {t("pages.locations.title")}
            </Link>
            {clinic.isHeadquarters ? (
              <p className="eyebrow mt-8 !text-gold-light">{t("locations.headquarters")}</p>
            ) : (
              <p className="eyebrow mt-8 !text-gold-light">{t("sections.locations")}</p>
            )}
            <h1 className="mt-3 text-5xl md:text-7xl">{name}</h1>
            <p className="mt-5 text-lg leading-relaxed text-ivory/80">{t(`locations.${slug}.intro`)}</p>
          </div>
          {photo ? (
            <div
              className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-night-soft md:w-96"
              data-testid="clinic-photo"
            >
              <Photo photo={photo} sizes="(min-width: 768px) 384px, 100vw" eager />
            </div>
          ) : (
            <PageArt name="pin" className="hidden size-60 md:block" />
          )}
        </div>
      </section>
      <div className="container-page grid gap-8 py-12 md:grid-cols-2 md:py-16">
        <section className="rounded-2xl border border-linen bg-white p-7" aria-label={name}>
          <ClinicDetails clinic={clinic} locale={locale} label={name} />
        </section>
        <section className="rounded-2xl bg-sand p-7" aria-labelledby="getting-here">
          <Train aria-hidden="true" className="size-6 text-gold-deep" />
          <h2 id="getting-here" className="mt-3 text-3xl">
            {t("locations.gettingHere")}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-stone">{t(`locations.${slug}.directions`)}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              href={pathFor(area, locale, "book-online/choose-program")}
              className="inline-flex rounded-full bg-ink px-6 py-3 text-sm font-medium text-ivory hover:bg-gold-deep"
            >
              {t("ui.bookCta")}
            </Link>
            <Link
              href={pathFor(area, locale, "contact")}
              className="inline-flex rounded-full border border-ink/20 px-6 py-3 text-sm font-medium hover:border-gold-deep"
              data-testid="clinic-contact-link"
            >
              {requests("clinicLink")}
            </Link>
          </div>
        </section>
        {team.length > 0 && (
          <div className="md:col-span-2">
            <CareTeam team={team} locale={locale} />
          </div>
        )}
        <div className="md:col-span-2">
          <MedicalDisclaimer title={t("ui.disclaimerTitle")} text={t("ui.disclaimerText")} />
        </div>
      </div>
    </>
  );
}
