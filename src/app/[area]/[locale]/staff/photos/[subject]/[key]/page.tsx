import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActionForm, type FieldSpec } from "@/components/account/action-form";
import { locales, localeNames } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, routeSegment, type RouteParams } from "@/i18n/route-params";
import { getPhotoSubjectForStaff } from "@/server/photos/manage-photos";
import { altField } from "@/server/photos/photo-rules";
import { staffPhotosOf } from "@/server/photos/read-photos";
import { requireStaffPage } from "@/server/staff/current-staff";
import { removePhotoAction, savePhotoAction } from "../../actions";
import { hiddenFields } from "@/components/account/field-specs";
import { StaffBackLink } from "@/components/staff/back-link";
import { foundOrNotFound } from "../../../_auth/staff-page";

export const metadata: Metadata = { title: "Photo · Back office" };

type Params = Promise<Awaited<RouteParams> & { subject: string; key: string }>;

/** Upload, replace or remove one photo, with its alternative text in English (required) and the other locales. */
export default async function StaffPhotoPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const raw = await params;
  const subject = routeSegment(raw.subject);
  const key = routeSegment(raw.key);
  const actor = await requireStaffPage({
    area,
    locale,
    path: `staff/photos/${raw.subject}/${raw.key}`,
    role: "manager",
  });
  const found = await foundOrNotFound(getPhotoSubjectForStaff(actor, subject, key));
  const [t, stories, photos] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.photos" }),
    getTranslations({ locale: "en", namespace: "stories.team" }),
    staffPhotosOf(found.subject),
  ]);
  const photo = photos.get(found.key);
  const name = found.subject === "team" ? stories(`${found.key}.name`) : found.title;
  const hidden: FieldSpec[] = [...hiddenFields({ area, locale: "en", subject: found.subject, key: found.key })];
  const altFields: FieldSpec[] = locales.map((l) => ({
    name: altField(l),
    label: l === "en" ? t("altEn") : t("altOther", { language: localeNames[l] }),
    defaultValue: photo?.alt[l] ?? "",
    hint: l === "en" ? t("altHint") : undefined,
    pair: l !== "en",
  }));
  return (
    <>
      <StaffBackLink href={pathFor(area, "en", "staff/photos")}>{t("back")}</StaffBackLink>
      <p className="eyebrow mt-4">{t(`subjects.${found.subject}`)}</p>
      <h1 className="mt-1 text-3xl">{t("editTitle", { name })}</h1>
      {found.subject === "treatment" && <p className="mt-2 text-sm text-stone">{t("treatmentsNote")}</p>}
      {photo ? (
        <figure className="mt-6 max-w-md">
          {/* eslint-disable-next-line @next/next/no-img-element -- the stored original, shown to staff as it is */}
          <img
            src={photo.src}
            alt={photo.alt.en ?? ""}
            className="w-full rounded-xl border border-linen"
            data-testid="current-photo"
          />
          <figcaption className="mt-2 text-sm text-stone">
            {t("current")} · {photo.contentType} · {(photo.size / 1024).toFixed(0)} KB
          </figcaption>
        </figure>
      ) : (
        <>
          {(await searchParams).removed === "1" && (
            <p
              role="status"
              className="mt-6 rounded-xl border border-linen bg-sand px-4 py-3"
              data-testid="photo-removed"
            >
              {t("removed")}
            </p>
          )}
          <p className="mt-6 text-stone">{t("none")}</p>
        </>
      )}
      <div className="mt-6 max-w-3xl rounded-xl border border-linen bg-white p-5">
        <ActionForm
          feedback="beside"
          action={savePhotoAction}
          testId="photo-form"
          fields={[
            ...hidden,
            {
              name: "photo",
              type: "file",
              label: t("file"),
              accept: "image/jpeg,image/png,image/webp",
              hint: photo ? t("fileHint") : undefined,
            },
            ...altFields,
          ]}
          submits={[{ label: t("save") }]}
        />
      </div>
      {photo && (
        <div className="mt-6 max-w-3xl">
          <ActionForm
            feedback="beside"
            action={removePhotoAction}
            testId="photo-remove-form"
            fields={hidden}
            submits={[{ label: t("remove"), variant: "danger" }]}
          />
        </div>
      )}
    </>
  );
}
