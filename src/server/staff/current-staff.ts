import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { brand, type Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { resolveNextPath } from "@/i18n/safe-next-path";
import { getSession } from "@/server/accounts/current-user";
import type { SessionCheck } from "@/server/accounts/sessions";
import { AppError } from "@/server/errors/app-error";
import { assertRole, hasRole, isStaffRole, loadStaffActor, type StaffActor, type StaffRole } from "./actor";
import type { StaffSessionRef } from "./enrol-totp";

/** A signed-in staff user's session, whether or not it has passed the second factor yet (the verify and enrol steps). */
export function staffSessionOf(session: SessionCheck | null): StaffSessionRef | null {
  if (session?.status !== "valid" || !isStaffRole(session.user.role)) return null;
  return { userId: session.user.id, email: session.user.email, sessionId: session.sessionId };
}

/**
 * The actor behind a session. A session that has not passed the second factor is not a staff session
 * (decision 131): it gets no actor, whatever the user's role.
 */
export async function staffActorOf(session: SessionCheck | null): Promise<StaffActor | null> {
  if (session?.status !== "valid" || !isStaffRole(session.user.role) || !session.secondFactorAt) return null;
  return loadStaffActor({ ...session.user, role: session.user.role });
}

/** The member of staff behind this request's session, or null (signed out, a customer, or no second factor yet). */
export const getStaffActor = cache(async (): Promise<StaffActor | null> => staffActorOf(await getSession()));

/** Where to go after the second step: `next` when it is a back-office address (decision 077's checks), else its home. */
export function staffReturnPath(area: Area, next: unknown): string {
  const home = pathFor(area, "en", "staff");
  const resolved = resolveNextPath(next, brand.siteUrl);
  return resolved && (resolved === home || resolved.startsWith(`${home}/`) || resolved.startsWith(`${home}?`))
    ? resolved
    : home;
}

/** The second step's address, coming back to `path` afterwards. */
export function secondFactorPath(area: Area, path: string): string {
  return `${pathFor(area, "en", "staff/verify")}?${new URLSearchParams({ next: pathFor(area, "en", path) })}`;
}

/**
 * For back-office pages: the actor, or a redirect to sign in (or to the second step) that comes back here.
 * A signed-in customer, or staff without the role, sees "not found": the back office does not announce itself.
 */
export async function requireStaffPage(at: {
  area: Area;
  locale: Locale;
  path: string;
  role?: StaffRole;
}): Promise<StaffActor> {
  // The back office is English (decision 130): another locale's address leads to the English screen.
  if (at.locale !== "en") redirect(pathFor(at.area, "en", at.path));
  const actor = await getStaffActor();
  if (!actor) {
    const session = await getSession();
    if (staffSessionOf(session)) redirect(secondFactorPath(at.area, at.path));
    if (session?.status === "valid") notFound();
    redirect(`${pathFor(at.area, "en", "login")}?${new URLSearchParams({ next: pathFor(at.area, "en", at.path) })}`);
  }
  if (at.role && !hasRole(actor, at.role)) notFound();
  return actor;
}

/**
 * For back-office server actions and use cases called from them: declare the role where the handler
 * is defined. Signed out, or staff without the second factor: UNAUTHENTICATED; a customer or too low a
 * role: FORBIDDEN.
 */
export function withStaff<A extends unknown[], R>(
  handler: (actor: StaffActor, ...args: A) => Promise<R>,
  options: { role: StaffRole },
) {
  return async (...args: A): Promise<R> => {
    const session = await getSession();
    const actor = await staffActorOf(session);
    if (!actor)
      throw new AppError(session?.status === "valid" && !staffSessionOf(session) ? "FORBIDDEN" : "UNAUTHENTICATED");
    assertRole(actor, options.role);
    return handler(actor, ...args);
  };
}
