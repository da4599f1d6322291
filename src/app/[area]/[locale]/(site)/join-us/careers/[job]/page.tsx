import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { formatDate } from "@/components/content/format-date";
import { JsonLd } from "@/components/content/json-ld";
import { StoryPage } from "@/components/content/story-page";
import { postedJob } from "@/components/requests/posted-job";
import { CareersApplyInvitation } from "@/components/requests/careers-apply-invitation";
import { jobs } from "@/config/content-pages";
import { brand, clinicSeed } from "@/config/site";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { loadLongForm } from "@/server/content/load-long-form";

type Params = RouteParams extends Promise<infer P> ? Promise<P & { job: string }> : never;

export const dynamicParams = false;
export function generateStaticParams() {
  return jobs.map((job) => ({ job: job.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const job = postedJob((await params).job);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  return pageMetadata({
    area,
    locale,
    path: `join-us/careers/${job.slug}`,
    title: t("meta.titleTemplate", { title: s(`jobs.${job.slug}.title`) }),
    description: s(`jobs.${job.slug}.summary`),
  });
}

export default async function JobPage({ params }: { params: Params }) {
  const { area, locale } = await resolvePageContext(params);
  const job = postedJob((await params).job);
  const [t, s, common, content] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
    getTranslations({ locale, namespace: "common" }),
    loadLongForm(`jobs/${job.slug}`, locale),
  ]);
  const clinic = clinicSeed.find((c) => c.slug === job.clinic)!;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "JobPosting",
          title: s(`jobs.${job.slug}.title`),
          description: s(`jobs.${job.slug}.summary`),
          datePosted: job.posted,
          employmentType: "FULL_TIME",
          hiringOrganization: { "@type": "MedicalClinic", name: brand.name },
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              streetAddress: clinic.street,
              addressLocality: clinic.city,
              postalCode: clinic.postcode,
              addressCountry: clinic.countryCode,
            },
          },
        }}
      />
      <StoryPage
        backHref={pathFor(area, locale, "join-us/careers")}
        backLabel={t("ui.backToCareers")}
        eyebrow={t("pages.careers.title")}
        title={s(`jobs.${job.slug}.title`)}
        summary={s(`jobs.${job.slug}.summary`)}
        meta={
          <>
            <span>
              {t("careers.location")}: {common(`clinics.${job.clinic}`)}
            </span>
            <span>
              {t("careers.contract")}: {s(`jobs.${job.slug}.contract`)}
            </span>
            <time dateTime={job.posted}>{t("careers.posted", { date: formatDate(job.posted, locale) })}</time>
          </>
        }
        art="briefcase"
        content={content}
        fallbackNote={t("ui.fallbackNote")}
      >
        <CareersApplyInvitation area={area} locale={locale} job={job.slug} />
      </StoryPage>
    </>
  );
}
