import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClinicDetails } from "@/components/content/clinic-details";
import { PageArt } from "@/components/content/page-art";
import { ContentPageHero } from "@/components/content/page-hero";
import { Photo } from "@/components/content/photo";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { listPage } from "@/config/content-pages";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";
import { photosOf } from "@/server/photos/read-photos";

const page = listPage("locations");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default async function LocationsPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, common, clinics, photos] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "common" }),
    listClinics(),
    photosOf("clinic", locale),
  ]);
  return (
    <>
      <ContentPageHero page={page} locale={locale} />
      <div className="container-page space-y-8 py-12 md:py-16">
        {clinics.map((clinic, index) => {
          const name = common(`clinics.${clinic.slug}`);
          const photo = photos.get(clinic.slug);
          return (
            <section
              key={clinic.slug}
              aria-labelledby={`clinic-${clinic.slug}`}
              className="grid overflow-hidden rounded-3xl border border-linen bg-white md:grid-cols-[1.1fr_1fr]"
            >
              <div className="p-7 md:p-10">
                {clinic.isHeadquarters ? <p className="eyebrow">{t("locations.headquarters")}</p> : null}
                <h2 id={`clinic-${clinic.slug}`} className="mt-1 text-4xl">
                  {name}
                </h2>
                <p className="mt-3 leading-relaxed text-stone">{t(`locations.${clinic.slug}.intro`)}</p>
                <div className="mt-6">
                  <ClinicDetails clinic={clinic} locale={locale} label={name} />
                </div>
                <Link
                  href={pathFor(area, locale, `locations/${clinic.slug}`)}
                  className="mt-7 inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3 text-sm font-medium text-ivory hover:bg-gold-deep"
                >
                  {t("locations.visit", { clinic: name })}
                  <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
                </Link>
              </div>
              {photo ? (
                <div className="relative aspect-[3/2] bg-sand md:aspect-auto md:min-h-80" data-testid="clinic-photo">
                  <Photo photo={photo} sizes="(min-width: 1280px) 560px, (min-width: 768px) 45vw, 100vw" />
                </div>
              ) : (
                <div
                  className={`hidden items-center justify-center md:flex ${index % 2 ? "bg-gradient-to-br from-night to-night-soft" : "bg-gradient-to-br from-sand to-linen"}`}
                >
                  <PageArt name={index === 0 ? "pin" : index === 1 ? "compass" : "globe"} className="size-56" />
                </div>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
