import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { getSession } from "@/server/accounts/current-user";
import { AppError } from "@/server/errors/app-error";
import { assertRole, hasRole, isStaffRole, loadStaffActor, type StaffActor, type StaffRole } from "./actor";

/**
 * The member of staff behind this request's session, or null (signed out, or a customer).
 * The second factor (TOTP) is checked here too once staff enrol it (issue 10): a session that has
 * not passed it is not a staff session.
 */
export const getStaffActor = cache(async (): Promise<StaffActor | null> => {
  const session = await getSession();
  if (session?.status !== "valid" || !isStaffRole(session.user.role)) return null;
  return loadStaffActor({ ...session.user, role: session.user.role });
});

/**
 * For back-office pages: the actor, or a redirect to sign in that comes back here. A signed-in customer,
 * or staff without the role, sees "not found": the back office does not announce itself.
 */
export async function requireStaffPage(at: { area: Area; locale: Locale; path: string; role?: StaffRole }): Promise<StaffActor> {
  // The back office is English (decision 130): another locale's address leads to the English screen.
  if (at.locale !== "en") redirect(pathFor(at.area, "en", at.path));
  const actor = await getStaffActor();
  if (!actor) {
    const session = await getSession();
    if (session?.status === "valid") notFound();
    redirect(`${pathFor(at.area, "en", "login")}?${new URLSearchParams({ next: pathFor(at.area, "en", at.path) })}`);
  }
  if (at.role && !hasRole(actor, at.role)) notFound();
  return actor;
}

/**
 * For back-office server actions and use cases called from them: declare the role where the handler
 * is defined. Signed out: UNAUTHENTICATED; a customer or too low a role: FORBIDDEN.
 */
export function withStaff<A extends unknown[], R>(handler: (actor: StaffActor, ...args: A) => Promise<R>, options: { role: StaffRole }) {
  return async (...args: A): Promise<R> => {
    const actor = await getStaffActor();
    if (!actor) throw new AppError((await getSession())?.status === "valid" ? "FORBIDDEN" : "UNAUTHENTICATED");
    assertRole(actor, options.role);
    return handler(actor, ...args);
  };
}
