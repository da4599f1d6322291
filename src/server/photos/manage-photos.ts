import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { teamMemberDetails, teamMembers } from "@/config/content-pages";
import { getDb } from "@/db/client";
import { catalogueItems, clinicians, clinics, photos } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { detectImageType, imageContentTypes } from "@/server/files/detect-image-type";
import { fileStore } from "@/server/files/get-file-store";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { PHOTO_MAX_BYTES } from "@/server/input/upload-limits";
import { altTexts, photoSubjects, photoTextSchema, type PhotoSubject } from "./photo-rules";

/**
 * Photos of treatments, clinics and team members from the back office (issue 10, decision 160).
 *
 * Who: reception never (FORBIDDEN). A clinic's photo and its team members' photos: that clinic's managers
 * (another clinic's manager gets NOT_FOUND) and admins. A treatment's photo is group-wide (one photo for every
 * clinic's page): any manager and admins.
 * What: JPEG, PNG or WebP by the file's bytes (not its name), at most 10 MB, with an English alternative text
 * (the other locales optional). Every change is written with recordAudit in its transaction, before and after.
 */

/** The uploaded file as a server action receives it (a File), or nothing. */
export type UploadedPhoto = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> } | null | undefined;

export interface PhotoTarget {
  subject: PhotoSubject;
  key: string;
  /** The clinic the photo belongs to; null: group-wide (treatments). */
  clinicId: number | null;
}

/** What is photographed, and whose it is; NOT_FOUND for something that does not exist. */
export async function photoTarget(subject: string, key: string): Promise<PhotoTarget> {
  if (!(photoSubjects as readonly string[]).includes(subject) || key.length > 80) throw new AppError("NOT_FOUND");
  const db = getDb();
  if (subject === "treatment") {
    const [item] = await db
      .select({ code: catalogueItems.code })
      .from(catalogueItems)
      .where(eq(catalogueItems.code, key));
    if (!item) throw new AppError("NOT_FOUND");
    return { subject, key: item.code, clinicId: null };
  }
  if (subject === "clinician") {
    // A clinician of a clinic's care team, by id (decision 228): their clinic's managers photograph them.
    if (!/^[1-9][0-9]{0,8}$/.test(key)) throw new AppError("NOT_FOUND");
    const [clinician] = await db
      .select({ clinicId: clinicians.clinicId })
      .from(clinicians)
      .where(eq(clinicians.id, Number(key)));
    if (!clinician) throw new AppError("NOT_FOUND");
    return { subject, key, clinicId: clinician.clinicId };
  }
  const clinicSlug =
    subject === "clinic"
      ? key
      : (teamMembers as readonly string[]).includes(key)
        ? teamMemberDetails[key as keyof typeof teamMemberDetails].clinic
        : null;
  if (!clinicSlug) throw new AppError("NOT_FOUND");
  const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, clinicSlug));
  if (!clinic) throw new AppError("NOT_FOUND");
  return { subject: subject as PhotoSubject, key, clinicId: clinic.id };
}

/** Reception: FORBIDDEN; a manager of another clinic: NOT_FOUND (they learn nothing about it). */
async function permittedTarget(actor: StaffActor, subject: string, key: string): Promise<PhotoTarget> {
  assertRole(actor, "manager");
  const target = await photoTarget(subject, key);
  if (target.clinicId !== null) assertClinic(actor, target.clinicId);
  return target;
}

type PhotoRow = typeof photos.$inferSelect;
const audited = (row: PhotoRow | undefined) =>
  row ? { digest: row.digest, contentType: row.contentType, size: row.size, alt: row.alt } : null;
const lockTarget = (tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0], target: PhotoTarget) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`photo:${target.subject}:${target.key}`}, 0))`);

/** A file of an acceptable size, read; otherwise the field's problem. */
async function readPhoto(file: UploadedPhoto): Promise<{ bytes: Uint8Array } | { problem: string } | null> {
  if (!file || file.size === 0) return null;
  if (file.size > PHOTO_MAX_BYTES) return { problem: "photoTooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The size the browser declared is checked again on what actually arrived.
  if (bytes.byteLength > PHOTO_MAX_BYTES) return { problem: "photoTooLarge" };
  return { bytes };
}

/**
 * Upload, replace, or (without a file, when a photo exists) change the alternative texts. Field problems
 * (alt texts, the file) are reported together. The new file is stored before the transaction and deleted again
 * if the change is not recorded; the replaced file is deleted after the commit.
 */
export async function savePhoto(
  actor: StaffActor,
  input: Record<string, unknown>,
  file: UploadedPhoto,
  now = new Date(),
): Promise<{ digest: string; target: PhotoTarget }> {
  const target = await permittedTarget(actor, String(input.subject ?? ""), String(input.key ?? ""));
  const parsed = photoTextSchema.safeParse(input);
  const problems: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  const read = await readPhoto(file);
  const type = read && "bytes" in read ? detectImageType(read.bytes) : null;
  if (read && "problem" in read) problems.photo = read.problem;
  else if (read && !type) problems.photo = "photoType";
  const db = getDb();
  if (!read && !problems.photo) {
    const [existing] = await db
      .select({ digest: photos.digest })
      .from(photos)
      .where(and(eq(photos.subject, target.subject), eq(photos.key, target.key)));
    if (!existing) problems.photo = "photoRequired";
  }
  if (Object.keys(problems).length) throw new AppError("VALIDATION", {}, problems);
  const alt = altTexts(input);

  const upload = read && "bytes" in read && type ? { bytes: read.bytes, type } : null;
  const stored = upload
    ? await fileStore().put({
        name: `${target.subject}-${target.key}`,
        contentType: imageContentTypes[upload.type],
        bytes: upload.bytes,
        now,
      })
    : null;
  const digest = upload ? createHash("sha256").update(upload.bytes).digest("hex") : null;
  let replaced: string | null = null;
  try {
    const result = await db.transaction(async (tx) => {
      await lockTarget(tx, target);
      const [before] = await tx
        .select()
        .from(photos)
        .where(and(eq(photos.subject, target.subject), eq(photos.key, target.key)));
      if (!stored && !before) throw new AppError("VALIDATION", {}, { photo: "photoRequired" });
      const values = stored
        ? {
            fileId: stored.id,
            digest: digest!,
            contentType: stored.contentType,
            size: stored.size,
            alt,
            updatedAt: now,
            updatedBy: actor.userId,
          }
        : { alt, updatedAt: now, updatedBy: actor.userId };
      const [after] = before
        ? await tx
            .update(photos)
            .set(values)
            .where(and(eq(photos.subject, target.subject), eq(photos.key, target.key)))
            .returning()
        : await tx
            .insert(photos)
            .values({
              subject: target.subject,
              key: target.key,
              clinicId: target.clinicId,
              ...(values as Required<typeof values>),
            })
            .returning();
      await recordAudit(
        tx,
        actor,
        {
          action: stored ? "photo.upload" : "photo.alt",
          entity: "photo",
          entityId: `${target.subject}:${target.key}`,
          clinicId: target.clinicId,
          before: audited(before),
          after: audited(after),
        },
        now,
      );
      if (stored && before) replaced = before.fileId;
      return { digest: after!.digest, target };
    });
    if (replaced) await fileStore().delete(replaced);
    return result;
  } catch (error) {
    if (stored) await fileStore().delete(stored.id);
    throw error;
  }
}

export const removePhotoSchema = z.object({ subject: z.string(), key: z.string() });

/** Take a photo down: the site shows the drawn art again. Nothing to remove: NOT_FOUND. */
export async function removePhoto(
  actor: StaffActor,
  raw: z.input<typeof removePhotoSchema>,
  now = new Date(),
): Promise<{ target: PhotoTarget }> {
  const input = removePhotoSchema.parse(raw);
  const target = await permittedTarget(actor, input.subject, input.key);
  const removed = await getDb().transaction(async (tx) => {
    await lockTarget(tx, target);
    const [before] = await tx
      .delete(photos)
      .where(and(eq(photos.subject, target.subject), eq(photos.key, target.key)))
      .returning();
    if (!before) throw new AppError("NOT_FOUND");
    await recordAudit(
      tx,
      actor,
      {
        action: "photo.remove",
        entity: "photo",
        entityId: `${target.subject}:${target.key}`,
        clinicId: target.clinicId,
        before: audited(before),
        after: null,
      },
      now,
    );
    return before;
  });
  await fileStore().delete(removed.fileId);
  return { target };
}

export interface StaffPhotoSubject {
  subject: PhotoSubject;
  key: string;
  /**
   * English: the item's title, the clinic's name, the clinician's name, or the team member's key (the page names
   * them from messages).
   */
  title: string;
}

/**
 * Everything this manager may photograph: every treatment sold, their clinics, those clinics' team and their
 * clinicians (deactivated ones too: a photo can be ready before they are shown again).
 */
export async function listPhotoSubjects(actor: StaffActor): Promise<StaffPhotoSubject[]> {
  assertRole(actor, "manager");
  const db = getDb();
  const [items, clinicRows, clinicianRows] = await Promise.all([
    db
      .select({ code: catalogueItems.code, title: catalogueItems.title })
      .from(catalogueItems)
      .where(eq(catalogueItems.active, true))
      .orderBy(catalogueItems.category, catalogueItems.sortOrder, catalogueItems.id),
    db
      .select({ id: clinics.id, slug: clinics.slug, name: clinics.name })
      .from(clinics)
      .orderBy(clinics.sortOrder, clinics.id),
    db
      .select({ id: clinicians.id, clinicId: clinicians.clinicId, name: clinicians.name })
      .from(clinicians)
      .orderBy(clinicians.clinicId, clinicians.sortOrder, clinicians.id),
  ]);
  const mine = clinicRows.filter((c) => actor.clinicIds === "all" || actor.clinicIds.includes(c.id));
  const mySlugs = new Set(mine.map((c) => c.slug));
  return [
    ...items.map((i) => ({ subject: "treatment" as const, key: i.code, title: i.title })),
    ...mine.map((c) => ({ subject: "clinic" as const, key: c.slug, title: c.name })),
    ...teamMembers
      .filter((m) => mySlugs.has(teamMemberDetails[m].clinic))
      .map((m) => ({ subject: "team" as const, key: m, title: m })),
    ...clinicianRows
      .filter((c) => mine.some((clinic) => clinic.id === c.clinicId))
      .map((c) => ({ subject: "clinician" as const, key: String(c.id), title: c.name })),
  ];
}

/** One subject for its edit screen, with the same permission as a change. */
export async function getPhotoSubjectForStaff(
  actor: StaffActor,
  subject: string,
  key: string,
): Promise<StaffPhotoSubject & { clinicId: number | null }> {
  const target = await permittedTarget(actor, subject, key);
  const found = (await listPhotoSubjects(actor)).find((s) => s.subject === target.subject && s.key === target.key);
  if (!found) throw new AppError("NOT_FOUND");
  return { ...found, clinicId: target.clinicId };
}
