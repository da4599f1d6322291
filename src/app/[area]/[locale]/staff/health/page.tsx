import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { formatClinicTime } from "@/shared/clinic-time";
import { listClinics } from "@/server/clinics/list-clinics";
import { listVisitsAwaitingReview } from "@/server/health/health-review";
import { requireStaffPage } from "@/server/staff/current-staff";
import { notFound } from "next/navigation";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Clinical review · Back office" };

/** The clinicians' list (decision 181): upcoming visits whose questionnaire a rule flagged, soonest first. */
export default async function StaffHealthPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/health", role: "reception" });
  if (!actor.clinician) notFound();
  const [t, visits, clinics] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.health" }),
    listVisitsAwaitingReview(actor),
    listClinics(),
  ]);
  const clinicOf = (id: number) => clinics.find((c) => c.id === id);
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-stone">{t("intro")}</p>
      {visits.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-linen bg-white p-6 text-stone" data-testid="health-empty">
          {t("empty")}
        </p>
      ) : (
        <table
          className="mt-8 w-full border-collapse overflow-hidden rounded-2xl bg-white text-start text-sm"
          data-testid="health-queue"
        >
          <TableHead
            columns={[t("when"), t("customer"), t("clinic"), t("status")]}
            className="bg-sand text-start"
            cellClassName="px-4 py-3 text-start"
          />
          <tbody>
            {visits.map((v) => {
              const clinic = clinicOf(v.clinicId);
              const when = clinic ? formatClinicTime(v.startsAt, clinic.timeZone, "en-GB") : null;
              return (
                <tr
                  key={v.bookingId}
                  className="border-t border-linen"
                  data-testid="health-row"
                  data-booking={v.number}
                >
                  <td className="px-4 py-3">{when ? `${when.date}, ${when.time}` : v.startsAt.toISOString()}</td>
                  <td className="px-4 py-3">
                    <DynamicLink
                      href={pathFor(area, "en", `staff/health/${v.bookingId}`)}
                      className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
                    >
                      {v.firstName} {v.lastName} · {v.number}
                    </DynamicLink>
                  </td>
                  <td className="px-4 py-3">{clinic?.name ?? ""}</td>
                  <td className="px-4 py-3">{t(`state.${v.status}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
