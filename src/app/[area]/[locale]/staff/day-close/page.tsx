import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DayCloseReport } from "@/components/staff/day-close/day-close-report";
import { DayCloseToolbar } from "@/components/staff/day-close/day-close-toolbar";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { getDayClose } from "@/server/day-close/get-day-close";
import { isAppError } from "@/server/errors/app-error";
import { queryValue } from "@/server/input/query-value";
import { listStaffClinics } from "@/server/clinics/list-staff-clinics";
import { hasRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";
import { closeDayAction, correctPaymentAction } from "./actions";

export const metadata: Metadata = { title: "Day close · Back office" };

type Query = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? queryValue(v) || undefined : undefined);

/**
 * The cash-up of a clinic day (decision 235): what was taken by each means of payment, every payment, the refunds,
 * no-shows and unpaid visits; printable and downloadable as CSV; a manager closes the day.
 */
export default async function DayClosePage({ params, searchParams }: { params: RouteParams; searchParams: Query }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/day-close" });
  const [t, query] = await Promise.all([getTranslations({ locale: "en", namespace: "staff.dayClose" }), searchParams]);
  if ((await listStaffClinics(actor)).length === 0) {
    return (
      <>
        <h1 className="text-3xl">{t("title")}</h1>
        <p className="mt-4 text-stone">{t("noClinics")}</p>
      </>
    );
  }
  let report: Awaited<ReturnType<typeof getDayClose>>;
  try {
    report = await getDayClose(actor, { clinic: one(query.clinic), day: one(query.day) });
  } catch (error) {
    // Another clinic's day answers like a missing page (decision 130).
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  return (
    <>
      <DayCloseToolbar area={area} report={report} />
      <DayCloseReport
        area={area}
        report={report}
        canClose={hasRole(actor, "manager")}
        canChangeClosed={hasRole(actor, "manager")}
        closeAction={closeDayAction}
        correctAction={correctPaymentAction}
      />
    </>
  );
}
