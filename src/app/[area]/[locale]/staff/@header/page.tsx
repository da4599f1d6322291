import type { RouteParams } from "@/i18n/route-params";
import { StaffHeaderSlot } from "./staff-header-slot";

/** The back office's bar on its home (/staff). */
export default function StaffHomeHeader({ params }: { params: RouteParams }) {
  return <StaffHeaderSlot params={params} path={[]} />;
}
