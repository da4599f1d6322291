import type { Metadata } from "next";
import { careersApplyMetadata, CareersApplyPage } from "@/components/requests/careers-apply-page";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return careersApplyMetadata(await resolvePageContext(params));
}

/** An open application: for a candidate no posted job fits. */
export default async function OpenApplicationPage({ params }: { params: RouteParams }) {
  return <CareersApplyPage {...await resolvePageContext(params)} />;
}
