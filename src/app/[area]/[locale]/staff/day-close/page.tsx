import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DayCloseReport } from "@/components/staff/day-close/day-close-report";
import { DayCloseToolbar } from "@/components/staff/day-close/day-close-toolbar";
import { resolvePageContext } from "@/i18n/route-params";
import { getDayClose } from "@/server/day-close/get-day-close";
import { listStaffClinics } from "@/server/clinics/list-staff-clinics";
import { hasRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";
import { closeDayAction, correctPaymentAction } from "./actions";
import { foundOrNotFound, oneQueryValue, type StaffSearchPageProps } from "../_auth/staff-page";

export const metadata: Metadata = { title: "Day close · Back office" };

/**
 * The cash-up of a clinic day (decision 235): what was taken by each means of payment, every payment, the refunds,
 * no-shows and unpaid visits; printable and downloadable as CSV; a manager closes the day.
 */
export default async function DayClosePage({ params, searchParams }: StaffSearchPageProps) {
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
  // Another clinic's day answers like a missing page (decision 130).
  const report = await foundOrNotFound(
    getDayClose(actor, { clinic: oneQueryValue(query.clinic), day: oneQueryValue(query.day) }),
  );
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
