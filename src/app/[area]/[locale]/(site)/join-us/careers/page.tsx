import { ArrowRight, MapPin } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { formatDate } from "@/components/content/format-date";
import { ContentPageHero } from "@/components/content/page-hero";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { jobs, listPage } from "@/config/content-pages";
import { CareersApplyInvitation } from "@/components/requests/careers-apply-invitation";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { TitledSection } from "@/components/ui/titled-section";

const page = listPage("careers");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default async function CareersPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, s, common] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
    getTranslations({ locale, namespace: "common" }),
  ]);
  return (
    <>
      <ContentPageHero page={page} locale={locale} />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
        <TitledSection id="open-positions" title={t("careers.openPositions")} headingClassName="text-3xl md:text-4xl">
          <ul className="mt-6 divide-y divide-linen border-y border-linen">
            {jobs.map((job) => (
              <li key={job.slug} className="group relative py-6">
                <h3 className="text-2xl">
                  <Link
                    href={pathFor(area, locale, `join-us/careers/${job.slug}`)}
                    className="after:absolute after:inset-0 hover:text-gold-deep"
                  >
                    {s(`jobs.${job.slug}.title`)}
                  </Link>
                </h3>
                <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone">
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-4 text-gold-deep" />
                    {common(`clinics.${job.clinic}`)}
                  </span>
                  <span>{s(`jobs.${job.slug}.contract`)}</span>
                  <span>{t("careers.posted", { date: formatDate(job.posted, locale) })}</span>
                </p>
                <p className="mt-3 max-w-2xl text-sm leading-relaxed text-ink/80">{s(`jobs.${job.slug}.summary`)}</p>
                <ArrowRight
                  aria-hidden="true"
                  className="absolute end-0 top-8 size-5 text-gold-deep transition group-hover:translate-x-1 flip-rtl"
                />
              </li>
            ))}
          </ul>
        </TitledSection>
        <aside className="h-fit rounded-2xl bg-night p-7 text-ivory/80">
          <h2 className="text-3xl text-ivory">{t("careers.why")}</h2>
          <p className="mt-3 text-sm leading-relaxed">{t("careers.whyText")}</p>
        </aside>
      </div>
      <div className="container-page max-w-3xl pb-16">
        <CareersApplyInvitation area={area} locale={locale} />
      </div>
    </>
  );
}
