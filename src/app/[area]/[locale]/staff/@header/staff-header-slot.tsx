import { StaffHeader } from "@/components/staff/staff-shell";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { getStaffActor } from "@/server/staff/current-staff";
import { staffSignOutAction } from "../_auth/actions";

/** The bar for one back-office address: who is signed in now, and the section of `path`. */
export async function StaffHeaderSlot({ params, path }: { params: RouteParams; path: readonly string[] }) {
  const { area } = await resolvePageContext(params);
  return <StaffHeader area={area} actor={await getStaffActor()} path={path} signOut={staffSignOutAction} />;
}
