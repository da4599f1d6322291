import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PhotoLink } from "@/components/staff/photo-link";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listPhotoSubjects } from "@/server/photos/manage-photos";
import { photoSubjects, type PhotoSubject } from "@/server/photos/photo-rules";
import { staffPhotosOf } from "@/server/photos/read-photos";
import { requireStaffPage } from "@/server/staff/current-staff";
import { TitledSection } from "@/components/ui/titled-section";

export const metadata: Metadata = { title: "Photos · Back office" };

/**
 * Every treatment, the manager's clinics, their clinicians (decision 228) and team members, each with its photo or
 * the drawn art (decision 160).
 */
export default async function StaffPhotosPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/photos", role: "manager" });
  const [t, stories, subjects, ...photos] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.photos" }),
    getTranslations({ locale: "en", namespace: "stories.team" }),
    listPhotoSubjects(actor),
    ...photoSubjects.map((s) => staffPhotosOf(s)),
  ]);
  const photoMap = Object.fromEntries(photoSubjects.map((s, i) => [s, photos[i]!])) as Record<
    PhotoSubject,
    Awaited<ReturnType<typeof staffPhotosOf>>
  >;
  const sections: { subject: PhotoSubject; title: string; note?: string }[] = [
    { subject: "clinician", title: t("clinicians") },
    { subject: "team", title: t("team") },
    { subject: "clinic", title: t("clinics") },
    { subject: "treatment", title: t("treatments"), note: t("treatmentsNote") },
  ];
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t("intro")}</p>
      {sections.map((section) => (
        <TitledSection
          key={section.subject}
          id={`photos-${section.subject}`}
          title={section.title}
          className="mt-8"
          headingClassName="text-2xl"
        >
          {section.note && <p className="mt-1 text-sm text-stone">{section.note}</p>}
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {subjects
              .filter((s) => s.subject === section.subject)
              .map((s) => (
                <li key={s.key} className="rounded-xl border border-linen bg-white p-4">
                  <p className="mb-3 font-medium">{s.subject === "team" ? stories(`${s.key}.name`) : s.title}</p>
                  <PhotoLink area={area} subject={s.subject} photoKey={s.key} photo={photoMap[s.subject].get(s.key)} />
                </li>
              ))}
          </ul>
        </TitledSection>
      ))}
    </>
  );
}
