import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { requests } from "@/db/schema";
import { clinicSeed, requestDesks } from "@/config/site";
import type { Campaign } from "@/server/cookie-consent/campaign";
import { enqueueMail } from "@/server/mail/enqueue-mail";

export type RequestKind =
  "contact" | "spa" | "call-back" | "weekend-call-back" | "concierge" | "franchising" | "careers";

export interface NewRequest {
  kind: RequestKind;
  title?: string | null;
  fullName: string;
  /** Already normalised (trimmed, lower-case). */
  email: string;
  phone: string;
  clinicSlug?: string | null;
  preferredDate?: string | null;
  itemCode?: string | null;
  optionCode?: string | null;
  message: string;
  /** What the form asks beyond the common columns. */
  fields?: Record<string, string>;
  /**
   * Files sent with the request (a CV): their digest counts for "the same request"; their store id, known
   * only once the file is stored, is kept in `fields` under the attachment's name.
   */
  attachments?: { field: string; digest: string; fileId: string }[];
  locale: string;
  area: string;
}

export interface RecordedRequest {
  id: number;
  receipt: string;
  /** False when the same request had already arrived within the minute: nothing new was stored or mailed. */
  created: boolean;
}

/** The same request sent twice within this window is stored (and mailed) once. */
export const DUPLICATE_WINDOW_MS = 60_000;

/** The people-facing reference: in both mails and on the desk's screen. */
export const requestReference = (id: number) => `RQ-${String(id).padStart(6, "0")}`;

/** A hash of what the visitor sent (not when or from where): two identical sends have the same one. */
export function requestFingerprint(request: NewRequest): string {
  const {
    kind,
    title,
    fullName,
    email,
    phone,
    clinicSlug,
    preferredDate,
    itemCode,
    optionCode,
    message,
    fields,
    attachments,
  } = request;
  const files = (attachments ?? []).map((a) => [a.field, a.digest]);
  const canonical = JSON.stringify([
    kind,
    title ?? null,
    fullName,
    email,
    phone,
    clinicSlug ?? null,
    preferredDate ?? null,
    itemCode ?? null,
    optionCode ?? null,
    message,
    Object.entries(fields ?? {}).sort(),
    ...(files.length ? [files] : []),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** The request already stored with this fingerprint within the minute, if any. */
export async function findRecentRequest(fingerprint: string, now: Date): Promise<RecordedRequest | null> {
  const [row] = await getDb()
    .select({ id: requests.id, receipt: requests.receipt })
    .from(requests)
    .where(
      and(eq(requests.fingerprint, fingerprint), gt(requests.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS))),
    )
    .limit(1);
  return row ? { ...row, created: false } : null;
}

/** The desk that answers a request: the concierge, franchising or careers desk, the chosen clinic's, or the front desk. */
export type RequestDesk = "concierge" | "franchising" | "careers" | "london" | "capeTown" | "newYork" | "frontDesk";

const clinicDesks: Record<string, RequestDesk> = { london: "london", "cape-town": "capeTown", "new-york": "newYork" };

/** Which desk answers a request of this kind (the visitor is told its name on "Request Successful" and in the receipt). */
export function requestDesk(kind: RequestKind, clinicSlug: string | null | undefined): RequestDesk {
  if (kind === "spa" || kind === "concierge") return "concierge";
  if (kind === "franchising") return "franchising";
  if (kind === "careers") return "careers";
  return (clinicSlug && clinicDesks[clinicSlug]) || "frontDesk";
}

/** Where the desk's notification goes: the address of the desk that answers (site config). */
export function deskAddress(kind: RequestKind, clinicSlug: string | null | undefined): string {
  const desk = requestDesk(kind, clinicSlug);
  if (desk === "concierge" || desk === "franchising" || desk === "careers" || desk === "frontDesk")
    return requestDesks[desk];
  return clinicSeed.find((c) => c.slug === clinicSlug)?.email ?? requestDesks.frontDesk;
}

export const mailKind: Record<RequestKind, string> = {
  contact: "contact",
  spa: "spa",
  "call-back": "callBack",
  "weekend-call-back": "weekendCallBack",
  concierge: "concierge",
  franchising: "franchising",
  careers: "careers",
};
const mailClinic = (slug: string | null | undefined) =>
  slug ? slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) : "none";

/**
 * Store a validated request and queue both mails in one transaction: the visitor's receipt in their
 * language and the desk's notification. Identical requests within the minute are stored once: a
 * transaction-scoped advisory lock on the fingerprint makes the check and the insert one step.
 */
export async function recordRequest(
  request: NewRequest,
  now: Date,
  campaign: Campaign | null = null,
): Promise<RecordedRequest> {
  const fingerprint = requestFingerprint(request);
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`);
    const [existing] = await tx
      .select({ id: requests.id, receipt: requests.receipt })
      .from(requests)
      .where(
        and(
          eq(requests.fingerprint, fingerprint),
          gt(requests.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (existing) return { ...existing, created: false };

    const [row] = await tx
      .insert(requests)
      .values({
        kind: request.kind,
        title: request.title ?? null,
        fullName: request.fullName,
        email: request.email,
        phone: request.phone,
        clinicSlug: request.clinicSlug ?? null,
        preferredDate: request.preferredDate ?? null,
        itemCode: request.itemCode ?? null,
        optionCode: request.optionCode ?? null,
        message: request.message,
        fields: {
          ...request.fields,
          ...Object.fromEntries((request.attachments ?? []).map((a) => [a.field, a.fileId])),
        },
        locale: request.locale,
        area: request.area,
        fingerprint,
        campaign,
        createdAt: now,
      })
      .returning({ id: requests.id, receipt: requests.receipt });
    const reference = requestReference(row!.id);
    const kind = mailKind[request.kind];
    await enqueueMail(tx, {
      to: request.email,
      locale: request.locale,
      template: "request-receipt",
      props: {
        name: request.fullName,
        kind,
        reference,
        clinic: mailClinic(request.clinicSlug),
        desk: requestDesk(request.kind, request.clinicSlug),
        message: request.message || null,
      },
    });
    const rows: { field: string; value: string }[] = [];
    const add = (field: string, value: string | null | undefined) => {
      if (value) rows.push({ field, value });
    };
    add("title", request.title);
    add("fullName", request.fullName);
    add("email", request.email);
    add("phone", request.phone);
    add("clinic", clinicSeed.find((c) => c.slug === request.clinicSlug)?.name ?? request.clinicSlug);
    add("preferredDate", request.preferredDate);
    add("item", request.itemCode);
    add("option", request.optionCode);
    for (const [field, value] of Object.entries(request.fields ?? {})) add(field, value);
    for (const attachment of request.attachments ?? []) add(attachment.field, attachment.fileId);
    add("message", request.message);
    add("locale", request.locale);
    add("area", request.area);
    await enqueueMail(tx, {
      to: deskAddress(request.kind, request.clinicSlug),
      locale: "en",
      template: "request-notification",
      props: { kind, reference, rows },
    });
    return { id: row!.id, receipt: row!.receipt, created: true };
  });
}
