import "server-only";
import { and, asc, desc, eq, inArray, isNull, notInArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { clinics, requestReplies, requests, staffClinics, users } from "@/db/schema";
import { isMultilineText } from "@/shared/input/plain-text";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { assertRole, clinicFilter, hasRole, type StaffActor } from "@/server/staff/actor";
import { staffNameColumn } from "@/server/staff/staff-name";
import { recordAudit } from "@/server/staff/audit";
import { idField } from "@/server/staff/staff-fields";
import { AppError } from "@/server/errors/app-error";
import { documentContentTypes } from "@/server/files/detect-document-type";
import { getStoredFile } from "@/server/files/get-file-store";
import { requestReference } from "./record-request";

/**
 * The requests inbox (issue 10, decision 145). Who sees a request: an admin every one; reception and
 * managers the requests of their clinics and the requests without a clinic (call-backs, spa/residence),
 * which no single clinic owns and the nearest desk answers. Careers applications and franchising enquiries are
 * for managers and administrators only (issue 41): reception sees customers' requests. A request out of sight
 * is NOT_FOUND, exactly like a missing one.
 */

export const requestKinds = [
  "contact",
  "spa",
  "call-back",
  "weekend-call-back",
  "concierge",
  "franchising",
  "careers",
] as const;
export const requestStatuses = ["new", "in_progress", "answered", "closed"] as const;
export type InboxKind = (typeof requestKinds)[number];

/** The kinds only a manager or an administrator sees: people applying to work here or to open a clinic. */
export const managerRequestKinds: readonly InboxKind[] = ["franchising", "careers"];

/** The kinds of request this person sees, in the inbox's order. */
export function requestKindsFor(actor: StaffActor): InboxKind[] {
  return requestKinds.filter((kind) => hasRole(actor, "manager") || !managerRequestKinds.includes(kind));
}
export type RequestStatus = (typeof requestStatuses)[number];

async function visibleSlugs(actor: StaffActor): Promise<string[] | null> {
  const only = clinicFilter(actor);
  if (!only) return null;
  if (only.length === 0) return [];
  return (await getDb().select({ slug: clinics.slug }).from(clinics).where(inArray(clinics.id, only))).map(
    (c) => c.slug,
  );
}

/** The one condition of what a person sees: by role (the kinds) and by clinic. */
async function visibleTo(actor: StaffActor): Promise<SQL | undefined> {
  const slugs = await visibleSlugs(actor);
  const byKind = hasRole(actor, "manager") ? undefined : notInArray(requests.kind, [...managerRequestKinds]);
  if (slugs == null) return byKind;
  const byClinic = slugs.length
    ? or(isNull(requests.clinicSlug), inArray(requests.clinicSlug, slugs))
    : isNull(requests.clinicSlug);
  return and(byKind, byClinic);
}

export const requestFilterSchema = z.object({
  kind: z.enum(requestKinds).optional().catch(undefined),
  status: z.enum(requestStatuses).optional().catch(undefined),
  clinic: z.string().max(40).optional().catch(undefined),
});

export interface InboxRow {
  id: number;
  reference: string;
  kind: string;
  status: string;
  fullName: string;
  email: string;
  clinicSlug: string | null;
  createdAt: Date;
  assignee: string | null;
}

/** The newest 200 requests this person may see, filtered by kind, status and clinic ("none": without one). */
export async function listRequestsForStaff(
  actor: StaffActor,
  rawFilter: Record<string, string | undefined>,
): Promise<InboxRow[]> {
  assertRole(actor, "reception");
  const filter = requestFilterSchema.parse(rawFilter);
  const conditions: (SQL | undefined)[] = [await visibleTo(actor)];
  if (filter.kind) conditions.push(eq(requests.kind, filter.kind));
  if (filter.status) conditions.push(eq(requests.status, filter.status));
  if (filter.clinic)
    conditions.push(filter.clinic === "none" ? isNull(requests.clinicSlug) : eq(requests.clinicSlug, filter.clinic));
  const rows = await getDb()
    .select({
      id: requests.id,
      kind: requests.kind,
      status: requests.status,
      fullName: requests.fullName,
      email: requests.email,
      clinicSlug: requests.clinicSlug,
      createdAt: requests.createdAt,
      assignee: staffNameColumn(),
    })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.assignedTo))
    .where(and(...conditions))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(200);
  return rows.map((row) => ({ ...row, reference: requestReference(row.id) }));
}

export interface InboxRequest extends InboxRow {
  phone: string;
  title: string | null;
  message: string;
  preferredDate: string | null;
  itemCode: string | null;
  fields: Record<string, string>;
  locale: string;
  assignedTo: string | null;
  replies: { body: string; sentAt: Date; staff: string | null }[];
}

/** The request if this person may see it (visibleTo), else NOT_FOUND. */
export async function visibleRequest(actor: StaffActor, id: number) {
  const [row] = await getDb()
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), await visibleTo(actor)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function getRequestForStaff(actor: StaffActor, rawId: string | number): Promise<InboxRequest> {
  assertRole(actor, "reception");
  const row = await visibleRequest(actor, idField.parse(rawId));
  const db = getDb();
  const [assignee] = row.assignedTo
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.assignedTo))
    : [];
  const replies = await db
    .select({
      body: requestReplies.body,
      sentAt: requestReplies.sentAt,
      staff: staffNameColumn(),
    })
    .from(requestReplies)
    .leftJoin(users, eq(users.id, requestReplies.staffId))
    .where(eq(requestReplies.requestId, row.id))
    .orderBy(asc(requestReplies.sentAt));
  return {
    id: row.id,
    reference: requestReference(row.id),
    kind: row.kind,
    status: row.status,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    title: row.title,
    clinicSlug: row.clinicSlug,
    createdAt: row.createdAt,
    message: row.message,
    preferredDate: row.preferredDate,
    itemCode: row.itemCode,
    fields: row.fields,
    locale: row.locale,
    assignedTo: row.assignedTo,
    assignee: assignee ? `${assignee.firstName} ${assignee.lastName}` : null,
    replies,
  };
}

/** Staff a request can be given to: admins, and staff of the request's clinic (any clinic when it has none). */
export async function listAssignableStaff(
  actor: StaffActor,
  clinicSlug: string | null,
): Promise<{ id: string; name: string }[]> {
  assertRole(actor, "reception");
  const db = getDb();
  const staff = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ["reception", "manager", "admin"]), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  let atClinic: Set<string> | null = null;
  if (clinicSlug) {
    const rows = await db
      .select({ userId: staffClinics.userId })
      .from(staffClinics)
      .innerJoin(clinics, eq(clinics.id, staffClinics.clinicId))
      .where(eq(clinics.slug, clinicSlug));
    atClinic = new Set(rows.map((r) => r.userId));
  }
  return staff
    .filter((s) => s.role === "admin" || !atClinic || atClinic.has(s.id))
    .map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}` }));
}

export const assignRequestSchema = z.object({
  requestId: idField,
  staffId: z.union([z.literal(""), z.uuid("staffUnknown")]),
});

export async function assignRequest(
  actor: StaffActor,
  raw: z.input<typeof assignRequestSchema>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "reception");
  const input = assignRequestSchema.parse(raw);
  const row = await visibleRequest(actor, input.requestId);
  const staffId = input.staffId || null;
  if (staffId && !(await listAssignableStaff(actor, row.clinicSlug)).some((s) => s.id === staffId)) {
    throw new AppError("VALIDATION", {}, { staffId: "staffUnknown" });
  }
  await getDb().transaction(async (tx) => {
    await tx.update(requests).set({ assignedTo: staffId, updatedAt: now }).where(eq(requests.id, row.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "request.assign",
        entity: "request",
        entityId: row.id,
        before: { assignedTo: row.assignedTo },
        after: { assignedTo: staffId },
      },
      now,
    );
  });
}

export const changeRequestStatusSchema = z.object({
  requestId: idField,
  status: z.enum(requestStatuses, "statusRequired"),
});

export async function changeRequestStatus(
  actor: StaffActor,
  raw: Untrusted<typeof changeRequestStatusSchema>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "reception");
  const input = changeRequestStatusSchema.parse(raw);
  const row = await visibleRequest(actor, input.requestId);
  await getDb().transaction(async (tx) => {
    await tx.update(requests).set({ status: input.status, updatedAt: now }).where(eq(requests.id, row.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "request.status",
        entity: "request",
        entityId: row.id,
        before: { status: row.status },
        after: { status: input.status },
      },
      now,
    );
  });
}

export const replyToRequestSchema = z.object({
  requestId: idField,
  body: z
    .string("replyRequired")
    .trim()
    .min(1, "replyRequired")
    .max(5000, "tooLong")
    .refine(isMultilineText, "replyRequired"),
});

/**
 * Answer by mail: the reply is queued in the outbox (in the visitor's language for the frame, the body as
 * written), kept on the request, and the request becomes "answered"; all in one transaction.
 */
export async function replyToRequest(
  actor: StaffActor,
  raw: z.input<typeof replyToRequestSchema>,
  now = new Date(),
): Promise<{ mailId: string }> {
  assertRole(actor, "reception");
  const input = replyToRequestSchema.parse(raw);
  const row = await visibleRequest(actor, input.requestId);
  return getDb().transaction(async (tx) => {
    const mailId = await enqueueMail(tx, {
      to: row.email,
      locale: row.locale,
      template: "request-reply",
      props: { name: row.fullName, reference: requestReference(row.id), body: input.body, staff: actor.firstName },
    });
    await tx
      .insert(requestReplies)
      .values({ requestId: row.id, staffId: actor.userId, body: input.body, mailId, sentAt: now });
    const status: RequestStatus = row.status === "closed" ? "closed" : "answered";
    await tx.update(requests).set({ status, updatedAt: now }).where(eq(requests.id, row.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "request.reply",
        entity: "request",
        entityId: row.id,
        before: { status: row.status },
        after: { status, mailId },
      },
      now,
    );
    return { mailId };
  });
}

export interface RequestCvDownload {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A careers applicant's CV, for managers and admins (reception: FORBIDDEN; another clinic's request or a request
 * without a CV: NOT_FOUND). The file comes from the file store through getStoredFile, and every download is
 * written to the audit log (who read which applicant's CV, when) before the bytes are handed out.
 */
export async function downloadRequestCv(
  actor: StaffActor,
  rawId: string | number,
  now = new Date(),
): Promise<RequestCvDownload> {
  assertRole(actor, "manager");
  const row = await visibleRequest(actor, idField.parse(rawId));
  const fileId = row.kind === "careers" ? row.fields.cvFile : undefined;
  const file = fileId ? await getStoredFile(fileId) : null;
  if (!file) throw new AppError("NOT_FOUND");
  await getDb().transaction(async (tx) => {
    const [clinic] = row.clinicSlug
      ? await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, row.clinicSlug))
      : [];
    await recordAudit(
      tx,
      actor,
      {
        action: "request.cv_download",
        entity: "request",
        entityId: row.id,
        clinicId: clinic?.id ?? null,
        after: { fileId: file.meta.id, name: file.meta.name, size: file.meta.size },
      },
      now,
    );
  });
  // Only the document types the careers form accepts are named; anything else is served as opaque bytes.
  const contentType = (Object.values(documentContentTypes) as string[]).includes(file.meta.contentType)
    ? file.meta.contentType
    : "application/octet-stream";
  return { name: file.meta.name, contentType, bytes: file.bytes };
}
