import type { Metadata } from "next";
import { careersApplyMetadata, CareersApplyPage } from "@/components/requests/careers-apply-page";
import { postedJob } from "@/components/requests/posted-job";
import { jobs } from "@/config/content-pages";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

type Params = RouteParams extends Promise<infer P> ? Promise<P & { job: string }> : never;

export const dynamicParams = false;
export function generateStaticParams() {
  return jobs.map((job) => ({ job: job.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return careersApplyMetadata({ ...(await resolvePageContext(params)), job: postedJob((await params).job) });
}

/** An application for one posted job. */
export default async function JobApplicationPage({ params }: { params: Params }) {
  return <CareersApplyPage {...await resolvePageContext(params)} job={postedJob((await params).job)} />;
}
