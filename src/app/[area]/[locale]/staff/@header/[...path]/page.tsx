import type { RouteParams } from "@/i18n/route-params";
import { StaffHeaderSlot } from "../staff-header-slot";

type Params = Promise<Awaited<RouteParams> & { path: string[] }>;

/**
 * The back office's bar on every address below /staff: matched for each one, so a navigation draws it again
 * with the session as it is then (the layout around it is kept across navigations).
 */
export default async function StaffSectionHeader({ params }: { params: Params }) {
  return <StaffHeaderSlot params={params} path={(await params).path} />;
}
