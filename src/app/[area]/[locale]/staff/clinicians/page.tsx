import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { DynamicLink } from "@/components/links/dynamic-link";
import { PhotoLink } from "@/components/staff/photo-link";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listCliniciansForStaff } from "@/server/clinicians/list-clinicians-for-staff";
import { staffPhotosOf } from "@/server/photos/read-photos";
import { requireStaffPage } from "@/server/staff/current-staff";
import { addClinicianAction, moveClinicianAction, setClinicianActiveAction } from "./actions";
import { clinicianFormFields } from "./clinician-fields";
import { hiddenFields } from "@/components/account/field-specs";

export const metadata: Metadata = { title: "Clinicians · Back office" };

/** The care team of each clinic this manager runs: order, deactivate, edit, photograph, and add (decision 228). */
export default async function StaffCliniciansPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/clinicians", role: "manager" });
  const [t, teams, photos] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.clinicians" }),
    listCliniciansForStaff(actor),
    staffPhotosOf("clinician"),
  ]);
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-3xl text-stone">{t("intro")}</p>
      {teams.map(({ clinic, clinicians }) => (
        <section
          key={clinic.id}
          className="mt-10"
          aria-labelledby={`team-${clinic.slug}`}
          data-testid={`care-team-${clinic.slug}`}
        >
          <h2 id={`team-${clinic.slug}`} className="text-2xl">
            {clinic.name}
          </h2>
          {clinicians.length === 0 ? (
            <p className="mt-2 text-stone">{t("none")}</p>
          ) : (
            <ol className="mt-4 space-y-3">
              {clinicians.map((c, i) => (
                <li
                  key={c.id}
                  className={`rounded-xl border border-linen p-4 ${c.active ? "bg-white" : "bg-sand"}`}
                  data-testid="staff-clinician"
                >
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      <p className="text-lg font-medium">{c.name}</p>
                      <p className="text-sm">
                        {t(`roles.${c.role}`)} · {c.registrationBody} {c.registrationNumber}
                      </p>
                      <p className="text-sm text-stone">
                        {t("gives", { categories: c.categories.map((cat) => t(`categoryNames.${cat}`)).join(", ") })}
                      </p>
                      <p className="mt-1 text-sm font-medium">{c.active ? t("shown") : t("hidden")}</p>
                      <p className="mt-2 text-sm">
                        <DynamicLink
                          href={pathFor(area, "en", `staff/clinicians/${c.id}`)}
                          className="font-medium text-gold-deep underline"
                        >
                          {t("edit", { name: c.name })}
                        </DynamicLink>
                      </p>
                    </div>
                    <PhotoLink
                      area={area}
                      subject="clinician"
                      photoKey={String(c.id)}
                      photo={photos.get(String(c.id))}
                    />
                  </div>
                  <div className="mt-3 flex flex-wrap gap-3">
                    {clinicians.length > 1 && (
                      <ActionForm
                        feedback="beside"
                        action={moveClinicianAction}
                        fields={hiddenFields({ clinicianId: c.id })}
                        submits={[
                          ...(i > 0 ? [{ label: t("moveUp"), intent: "up", variant: "secondary" as const }] : []),
                          ...(i < clinicians.length - 1
                            ? [{ label: t("moveDown"), intent: "down", variant: "secondary" as const }]
                            : []),
                        ]}
                      />
                    )}
                    <ActionForm
                      feedback="beside"
                      action={setClinicianActiveAction}
                      fields={hiddenFields({ clinicianId: c.id, active: c.active ? "" : "on" })}
                      submits={[{ label: c.active ? t("deactivate") : t("activate"), variant: "secondary" }]}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
          <div className="mt-4 max-w-3xl rounded-xl border border-linen bg-white p-5">
            <h3 className="mb-4 text-lg font-medium">{t("addTitle", { clinic: clinic.name })}</h3>
            <ActionForm
              feedback="beside"
              action={addClinicianAction}
              testId={`add-clinician-${clinic.slug}`}
              fields={[...hiddenFields({ clinicId: clinic.id }), ...clinicianFormFields(t, `add-${clinic.id}`)]}
              submits={[{ label: t("add") }]}
            />
          </div>
        </section>
      ))}
    </>
  );
}
