import "server-only";
import { notFound, redirect } from "next/navigation";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { getSession } from "@/server/accounts/current-user";
import { staffSessionOf } from "@/server/staff/current-staff";
import type { StaffSessionRef } from "@/server/staff/enrol-totp";

/**
 * For the verify and enrol screens: a signed-in member of staff who has not passed the second factor yet.
 * Signed out: the login page; a customer: not found; already passed: on to `next`.
 */
export async function requirePendingStaff(at: {
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
