import "server-only";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { isAppError } from "@/server/errors/app-error";
import { queryValue } from "@/server/input/query-value";
import type { StaffRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";

/** A back-office page's query string, each value as Next hands it. */
export type StaffSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One value of the query string as text, or undefined when it is missing, repeated or empty. */
export function oneQueryValue(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? queryValue(value) || undefined : undefined;
}

/** The props of a back-office page read from its query string (a search, a filter). */
export interface StaffSearchPageProps {
  params: RouteParams;
  searchParams: StaffSearchParams;
}

/**
 * The start of a back-office page at a fixed address `path`: the area, the member of staff (or the redirect to sign
 * in, or "not found" without `role`) and the English words of the catalogue's `namespace` (decision 130).
 */
export async function openStaffPage(params: RouteParams, path: string, namespace: string, role?: StaffRole) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path, role });
  const t = await getTranslations({ locale: "en", namespace });
  return { area, actor, t };
}

/** The props of a page reached by a link with a token (an invitation, the first administrator's set-up). */
export interface TokenPageProps {
  params: RouteParams;
  searchParams: Promise<{ token?: string | string[] }>;
}

/**
 * What a page's look-up finds, or the missing page: another clinic's record answers NOT_FOUND, as an unknown one does
 * (decision 130).
 */
export function foundOrNotFound<T>(lookUp: Promise<T>): Promise<T> {
  return lookUp.catch((error: unknown) => {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  });
}
