import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { DetailPhotoLink } from "@/components/staff/photo-link";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, routeSegment, type RouteParams } from "@/i18n/route-params";
import { getClinicianForStaff } from "@/server/clinicians/get-clinician-for-staff";
import { requireStaffPage } from "@/server/staff/current-staff";
import { changeClinicianAction } from "../actions";
import { clinicianFormFields } from "../clinician-fields";
import { StaffBackLink } from "@/components/staff/back-link";
import { foundOrNotFound } from "../../_auth/staff-page";

export const metadata: Metadata = { title: "Clinician · Back office" };

/** Correct one clinician's name, role, registration and kinds of treatment; their photo is a link away. */
export default async function StaffClinicianPage({
  params,
}: {
  params: Promise<Awaited<RouteParams> & { id: string }>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const id = routeSegment((await params).id);
  const actor = await requireStaffPage({ area, locale, path: `staff/clinicians/${id}`, role: "manager" });
  const clinician = await foundOrNotFound(getClinicianForStaff(actor, id));
  const t = await getTranslations({ locale: "en", namespace: "staff.clinicians" });
  return (
    <>
      <StaffBackLink href={pathFor(area, "en", "staff/clinicians")}>{t("back")}</StaffBackLink>
      <p className="eyebrow mt-4">{clinician.clinicName}</p>
      <h1 className="mt-1 text-3xl">{t("editTitle", { name: clinician.name })}</h1>
      <p className="mt-2 text-sm font-medium">{clinician.active ? t("shown") : t("hidden")}</p>
      <DetailPhotoLink area={area} subject="clinician" photoKey={String(clinician.id)} />
      <div className="mt-6 max-w-3xl rounded-xl border border-linen bg-white p-5">
        <ActionForm
          feedback="beside"
          action={changeClinicianAction}
          testId="clinician-form"
          fields={[
            { name: "clinicianId", label: "", type: "hidden", defaultValue: String(clinician.id) },
            ...clinicianFormFields(t, "edit", clinician),
          ]}
          submits={[{ label: t("save") }]}
        />
      </div>
    </>
  );
}
