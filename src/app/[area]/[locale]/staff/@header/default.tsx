import type { RouteParams } from "@/i18n/route-params";
import { StaffHeaderSlot } from "./staff-header-slot";

/** An address the slot has no page for (a direct load Next cannot match): the bar without a section marked. */
export default function StaffHeaderDefault({ params }: { params: RouteParams }) {
  return <StaffHeaderSlot params={params} path={[]} />;
}
