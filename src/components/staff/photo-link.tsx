import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { staffPhotosOf, type StaffPhotoView } from "@/server/photos/read-photos";
import type { PhotoSubject } from "@/server/photos/photo-rules";

/**
 * A subject's photo state on a back-office screen (catalogue item, clinic, photo list), and the way to change it.
 * A server component: it reads its own words (the back office is in English).
 */
export async function PhotoLink({
  area,
  subject,
  photoKey,
  photo,
}: {
  area: Area;
  subject: PhotoSubject;
  photoKey: string;
  photo: StaffPhotoView | undefined;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.photos" });
  return (
    <div className="flex items-center gap-4" data-testid={`photo-${subject}-${photoKey}`}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small staff thumbnail of our own route, not a page image
        <img
          src={photo.src}
          alt={photo.alt.en ?? ""}
          width={96}
          height={64}
          className="h-16 w-24 shrink-0 rounded-lg border border-linen object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-16 w-24 shrink-0 rounded-lg border border-dashed border-linen bg-sand" />
      )}
      <div className="text-sm">
        <p className="text-stone">{photo ? t("has") : t("none")}</p>
        <DynamicLink
          href={pathFor(area, "en", `staff/photos/${subject}/${encodeURIComponent(photoKey)}`)}
          className="font-medium text-gold-deep underline"
        >
          {photo ? t("change") : t("add")}
        </DynamicLink>
      </div>
    </div>
  );
}

/** A detail page's photo block under its title (catalogue item, clinic, clinician): it reads the subject's photo itself. */
export async function DetailPhotoLink({
  area,
  subject,
  photoKey,
}: {
  area: Area;
  subject: PhotoSubject;
  photoKey: string;
}) {
  const photo = (await staffPhotosOf(subject)).get(photoKey);
  return (
    <div className="mt-4">
      <PhotoLink area={area} subject={subject} photoKey={photoKey} photo={photo} />
    </div>
  );
}
