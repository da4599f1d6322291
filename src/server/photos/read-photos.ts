import "server-only";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { photos } from "@/db/schema";
import { detectImageType, imageExtensions, imageTypeOfContentType } from "@/server/files/detect-image-type";
import { fileStore } from "@/server/files/get-file-store";
import type { Locale } from "@/i18n/locales";
import { PHOTO_ROUTE, altFor, photoName, type PhotoSubject } from "./photo-rules";

/** A photo as a page shows it: its content-addressed URL and the alternative text in the page's language. */
export interface PhotoView {
  src: string;
  alt: string;
}

/** The back office's view: the URL and every alternative text. */
export interface StaffPhotoView {
  src: string;
  alt: Partial<Record<Locale, string>>;
  contentType: string;
  size: number;
  updatedAt: Date;
}

type Row = typeof photos.$inferSelect;
const urlOf = (row: Pick<Row, "digest" | "contentType">) => {
  const type = imageTypeOfContentType(row.contentType);
  return type ? `${PHOTO_ROUTE}/${row.digest}.${imageExtensions[type]}` : null;
};

/** Every photo of one kind (all treatments, all clinics, the team), by key, in a locale. Pages read it once. */
export const photosOf = cache(async (subject: PhotoSubject, locale: Locale): Promise<Map<string, PhotoView>> => {
  const rows = await getDb().select().from(photos).where(eq(photos.subject, subject));
  const out = new Map<string, PhotoView>();
  for (const row of rows) {
    const src = urlOf(row);
    if (src) out.set(row.key, { src, alt: altFor(row.alt, locale) });
  }
  return out;
});

export async function photoOf(subject: PhotoSubject, key: string, locale: Locale): Promise<PhotoView | null> {
  return (await photosOf(subject, locale)).get(key) ?? null;
}

export async function staffPhotosOf(subject: PhotoSubject): Promise<Map<string, StaffPhotoView>> {
  const rows = await getDb().select().from(photos).where(eq(photos.subject, subject));
  return new Map(
    rows.flatMap((row) => {
      const src = urlOf(row);
      return src
        ? [
            [
              row.key,
              { src, alt: row.alt, contentType: row.contentType, size: row.size, updatedAt: row.updatedAt },
            ] as const,
          ]
        : [];
    }),
  );
}

/**
 * The bytes behind /media/photos/<digest>.<ext>, or null. Only files a photo row points at are reachable (a CV
 * or any other stored file never is), the extension must match the stored type, and the bytes are sniffed
 * again before they leave: whatever answers is a JPEG, PNG or WebP.
 */
export async function servedPhoto(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const match = photoName.exec(name);
  if (!match) return null;
  const [, digest, extension] = match;
  const rows = await getDb()
    .select({ fileId: photos.fileId, contentType: photos.contentType, digest: photos.digest })
    .from(photos)
    .where(eq(photos.digest, digest!));
  for (const row of rows) {
    const type = imageTypeOfContentType(row.contentType);
    if (!type || imageExtensions[type] !== extension) continue;
    const file = await fileStore().get(row.fileId);
    if (!file || detectImageType(file.bytes) !== type) continue;
    return { bytes: file.bytes, contentType: row.contentType };
  }
  return null;
}
