import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/content/page-hero";
import { careersApplyPath, type Job } from "@/config/content-pages";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { CareersApplicationForm } from "./enquiry-sections";

interface Context {
  area: Area;
  locale: Locale;
}

/**
 * An application page's metadata: kept out of search results (the job's own page is the one to find, with its
 * JobPosting data), its links still followed.
 */
export async function careersApplyMetadata({ area, locale, job }: Context & { job?: Job }): Promise<Metadata> {
  const [t, s, content] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    getTranslations({ locale, namespace: "stories" }),
    getTranslations({ locale, namespace: "content" }),
  ]);
  const title = job ? t("careers.applyMetaTitle", { job: s(`jobs.${job.slug}.title`) }) : t("careers.openTitle");
  const metadata = pageMetadata({
    area,
    locale,
    path: careersApplyPath(job?.slug),
    title: content("meta.titleTemplate", { title }),
    description: job ? t("careers.intro") : t("careers.openIntro"),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

/** The application form on its own page (decision 192): for a posted job, or an open application. */
export async function CareersApplyPage({ area, locale, job }: Context & { job?: Job }) {
  const [t, s, content, common] = await Promise.all([
    getTranslations({ locale, namespace: "requests" }),
    getTranslations({ locale, namespace: "stories" }),
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "common" }),
  ]);
  const back = job
    ? { href: pathFor(area, locale, `join-us/careers/${job.slug}`), label: t("careers.backToJob") }
    : { href: pathFor(area, locale, "join-us/careers"), label: content("ui.backToCareers") };
  return (
    <>
      <PageHero
        eyebrow={job ? t("careers.title") : content("pages.careers.title")}
        title={job ? s(`jobs.${job.slug}.title`) : t("careers.openTitle")}
        lead={job ? t("careers.intro") : t("careers.openIntro")}
        art="briefcase"
      >
        {job && (
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone">
            <span>
              {content("careers.location")}: {common(`clinics.${job.clinic}`)}
            </span>
            <span>
              {content("careers.contract")}: {s(`jobs.${job.slug}.contract`)}
            </span>
          </p>
        )}
        <Link
          href={back.href}
          className="mt-6 inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-gold-deep hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" />
          {back.label}
        </Link>
      </PageHero>
      <div className="container-page max-w-3xl py-12 md:py-16">
        <CareersApplicationForm area={area} locale={locale} job={job?.slug} />
      </div>
    </>
  );
}
