import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { getSession } from "@/server/accounts/current-user";
import { staffReturnPath, staffSessionOf } from "@/server/staff/current-staff";
import { hasConfirmedTotp, type StaffSessionRef } from "@/server/staff/enrol-totp";

/**
 * For the verify and enrol screens: a signed-in member of staff who has not passed the second factor yet.
 * Signed out: the login page; a customer: not found; already passed: on to `next`.
 */
async function requirePendingStaff(at: {
  area: Area;
  locale: Locale;
  path: string;
  next: string;
}): Promise<StaffSessionRef> {
  if (at.locale !== "en") redirect(pathFor(at.area, "en", at.path));
  const session = await getSession();
  const staff = staffSessionOf(session);
  if (!staff) {
    if (session?.status === "valid") notFound();
    redirect(`${pathFor(at.area, "en", "login")}?${new URLSearchParams({ next: pathFor(at.area, "en", "staff") })}`);
  }
  if (session?.status === "valid" && session.secondFactorAt) redirect(at.next);
  return staff;
}

export interface SecondFactorPageProps {
  params: RouteParams;
  searchParams: Promise<{ next?: string }>;
}

/**
 * The start of the enrol and verify screens: the pending member of staff and where to go afterwards. Enrolling
 * with an authenticator already confirmed goes on to verify; verifying without one goes back to enrol.
 */
export async function openSecondFactorStep(
  step: "enrol" | "verify",
  { params, searchParams }: SecondFactorPageProps,
): Promise<{ area: Area; next: string; staff: StaffSessionRef }> {
  const { area, locale } = await resolvePageContext(params);
  const next = staffReturnPath(area, (await searchParams).next);
  const staff = await requirePendingStaff({ area, locale, path: `staff/${step}`, next });
  const confirmed = await hasConfirmedTotp(staff.userId);
  if (confirmed !== (step === "verify")) {
    const other = step === "verify" ? "staff/enrol" : "staff/verify";
    redirect(`${pathFor(area, "en", other)}?${new URLSearchParams({ next })}`);
  }
  return { area, next, staff };
}
