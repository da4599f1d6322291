import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { pathFor } from "@/i18n/paths";
import { type RouteParams } from "@/i18n/route-params";
import { listClinicsForStaff } from "@/server/clinics/manage-clinic";
import { openStaffPage } from "../_auth/staff-page";

export const metadata: Metadata = { title: "Clinics · Back office" };

/** The clinics this manager runs (an admin: every clinic). */
export default async function StaffClinicsPage({ params }: { params: RouteParams }) {
  const { area, actor, t } = await openStaffPage(params, "staff/clinics", "staff.clinics", "manager");
  const clinics = await listClinicsForStaff(actor);
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {clinics.map((clinic) => (
          <li key={clinic.slug}>
            <DynamicLink
              href={pathFor(area, "en", `staff/clinics/${clinic.slug}`)}
              className="block rounded-xl border border-linen bg-white p-4 text-lg hover:border-gold"
            >
              {clinic.name}
              <span className="block text-sm text-stone">{clinic.timeZone}</span>
            </DynamicLink>
          </li>
        ))}
      </ul>
    </>
  );
}
