import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { careersApplyPath } from "@/config/content-pages";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { RequestSection } from "./request-section";

/**
 * Where the careers page (open application) and a job's page invite an application: a link to the form's own page
 * (decision 192), so these content pages load no script of their own. Kept out of enquiry-sections.tsx: a page that
 * imports a module importing the form's island loads that island, rendered or not.
 */
export async function CareersApplyInvitation({ area, locale, job }: { area: Area; locale: Locale; job?: string }) {
  const t = await getTranslations({ locale, namespace: "requests" });
  return (
    <RequestSection
      id="apply"
      title={job ? t("careers.title") : t("careers.openTitle")}
      intro={job ? t("careers.intro") : t("careers.openIntro")}
    >
      <Link
        href={pathFor(area, locale, careersApplyPath(job))}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-7 py-3 font-medium text-ivory transition hover:bg-gold-deep"
      >
        {job ? t("careers.applyCta") : t("careers.openCta")}
        <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
      </Link>
    </RequestSection>
  );
}
