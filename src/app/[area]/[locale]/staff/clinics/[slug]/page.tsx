import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { DetailPhotoLink } from "@/components/staff/photo-link";
import { clockText, EARLIEST_STANDARD_START, LATEST_STANDARD_START, SLOT_STEP_MINUTES } from "@/config/booking-hours";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, routeSegment, type RouteParams } from "@/i18n/route-params";
import { getClinicForStaff, weekdayKeys, weeklyHoursText } from "@/server/clinics/manage-clinic";
import { requireStaffPage } from "@/server/staff/current-staff";
import {
  addChairAction,
  addClosureAction,
  removeClosureAction,
  setChairActiveAction,
  setClinicHoursAction,
  setOutOfHoursAction,
} from "../actions";
import { TitledSection } from "@/components/ui/titled-section";
import { hiddenFields } from "@/components/account/field-specs";
import { ListOrEmpty } from "@/components/ui/list-or-empty";
import { StaffBackLink } from "@/components/staff/back-link";
import { foundOrNotFound } from "../../_auth/staff-page";

export const metadata: Metadata = { title: "Clinic · Back office" };

const dayNames: readonly string[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** Standard starts a manager may choose: the half hours from 07:00 to 22:30 (decision 167). */
const startOptions = Array.from(
  { length: (LATEST_STANDARD_START - EARLIEST_STANDARD_START) / SLOT_STEP_MINUTES + 1 },
  (_, i) => {
    const clock = clockText(EARLIEST_STANDARD_START + i * SLOT_STEP_MINUTES);
    return { value: clock, label: clock };
  },
);

/** One clinic: its hours and out-of-hours offer, its chairs, and its closures (holidays, a chair out of service). */
export default async function StaffClinicPage({
  params,
}: {
  params: Promise<Awaited<RouteParams> & { slug: string }>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const slug = routeSegment((await params).slug);
  const actor = await requireStaffPage({ area, locale, path: `staff/clinics/${slug}`, role: "manager" });
  const t = await getTranslations({ locale: "en", namespace: "staff.clinics" });
  const clinic = await foundOrNotFound(getClinicForStaff(actor, slug));
  const hourFields = weekdayKeys.flatMap((d, i) => {
    const day = clinic.weeklyHours[i];
    return [
      {
        name: `${d}Open`,
        label: t("dayOpen", { day: dayNames[i]! }),
        type: "checkbox" as const,
        defaultValue: day ? "on" : "",
      },
      {
        name: `${d}First`,
        label: t("firstStart", { day: dayNames[i]! }),
        type: "select" as const,
        options: startOptions,
        defaultValue: clockText(day?.first ?? 9 * 60),
        pair: true,
      },
      {
        name: `${d}Last`,
        label: t("lastStart", { day: dayNames[i]! }),
        type: "select" as const,
        options: startOptions,
        defaultValue: clockText(day?.last ?? 20 * 60),
        pair: true,
      },
    ];
  });
  return (
    <>
      <StaffBackLink href={pathFor(area, "en", "staff/clinics")}>{t("back")}</StaffBackLink>
      <h1 className="mt-2 text-3xl">{clinic.name}</h1>
      <DetailPhotoLink area={area} subject="clinic" photoKey={clinic.slug} />

      <TitledSection id="hours-title" title={t("hoursTitle")} className="mt-8" headingClassName="text-2xl">
        <p className="mt-2 max-w-prose text-stone">{t("hoursText", { zone: clinic.timeZone })}</p>
        <p className="mt-2 max-w-prose text-sm" data-testid="clinic-hours">
          {weeklyHoursText(clinic.weeklyHours)}
        </p>
        <div className="mt-3 max-w-xl rounded-xl border border-linen bg-white p-5">
          <ActionForm
            feedback="beside"
            action={setClinicHoursAction}
            testId="clinic-hours-form"
            fields={[...hiddenFields({ clinicId: clinic.id }), ...hourFields]}
            submits={[{ label: t("saveHours") }]}
          />
        </div>
        <div className="mt-3 max-w-xl rounded-xl border border-linen bg-white p-5">
          <ActionForm
            feedback="beside"
            action={setOutOfHoursAction}
            testId="out-of-hours-form"
            fields={[
              ...hiddenFields({ clinicId: clinic.id }),
              {
                name: "outOfHours",
                label: t("outOfHoursLabel"),
                type: "checkbox",
                defaultValue: clinic.outOfHours ? "on" : "",
              },
            ]}
            submits={[{ label: t("save") }]}
          />
        </div>
      </TitledSection>

      <TitledSection id="chairs-title" title={t("chairsTitle")} className="mt-10" headingClassName="text-2xl">
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {clinic.chairs.map((chair) => (
            <li
              key={chair.id}
              className="rounded-xl border border-linen bg-white p-4"
              data-testid={`chair-${chair.label}`}
            >
              <p className="font-medium">
                {chair.label} · {chair.active ? t("inUse") : t("inactive")}
              </p>
              <div className="mt-3">
                <ActionForm
                  feedback="beside"
                  action={setChairActiveAction}
                  fields={hiddenFields({ chairId: chair.id, active: chair.active ? "" : "on" })}
                  submits={[
                    {
                      label: chair.active
                        ? t("deactivate", { chair: chair.label })
                        : t("activate", { chair: chair.label }),
                      variant: "secondary",
                    },
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 max-w-xl rounded-xl border border-linen bg-white p-5">
          <ActionForm
            feedback="beside"
            action={addChairAction}
            testId="add-chair-form"
            fields={[...hiddenFields({ clinicId: clinic.id }), { name: "label", label: t("chairLabel") }]}
            submits={[{ label: t("addChair") }]}
          />
        </div>
      </TitledSection>

      <TitledSection id="closures-title" title={t("closuresTitle")} className="mt-10" headingClassName="text-2xl">
        <ListOrEmpty
          items={clinic.closures}
          empty={<p className="mt-2 text-stone">{t("noClosures")}</p>}
          className="mt-3 space-y-3"
        >
          {(closure) => (
            <li key={closure.id} className="rounded-xl border border-linen bg-white p-4" data-testid="closure">
              <p className="font-medium">
                {closure.startsOn === closure.endsOn ? closure.startsOn : `${closure.startsOn} – ${closure.endsOn}`} ·{" "}
                {closure.chairLabel ?? t("wholeClinic")}
              </p>
              <p className="text-sm text-stone">{closure.reason}</p>
              <div className="mt-3">
                <ActionForm
                  feedback="beside"
                  action={removeClosureAction}
                  fields={hiddenFields({ closureId: closure.id })}
                  submits={[{ label: t("reopen"), variant: "secondary" }]}
                />
              </div>
            </li>
          )}
        </ListOrEmpty>
        <div className="mt-4 max-w-xl rounded-xl border border-linen bg-white p-5">
          <h3 className="mb-4 text-lg font-medium">{t("addClosureTitle")}</h3>
          <ActionForm
            feedback="beside"
            action={addClosureAction}
            testId="add-closure-form"
            fields={[
              ...hiddenFields({ clinicId: clinic.id }),
              {
                name: "chairId",
                label: t("closureWhat"),
                type: "select",
                options: [
                  { value: "", label: t("wholeClinic") },
                  ...clinic.chairs.filter((c) => c.active).map((c) => ({ value: String(c.id), label: c.label })),
                ],
              },
              { name: "startsOn", label: t("from"), type: "date", pair: true },
              { name: "endsOn", label: t("to"), type: "date", pair: true },
              { name: "reason", label: t("reason") },
            ]}
            submits={[{ label: t("addClosure") }]}
          />
        </div>
      </TitledSection>
    </>
  );
}
