import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { requests } from "@/db/schema";
import { clinicSeed } from "@/config/site";
import { cookieNames } from "@/config/cookies";
import type { CatalogueItem } from "@/server/catalogue/catalogue-types";
import { getCatalogueItemByCode } from "@/server/catalogue/get-catalogue-item-by-code";
import { mailKind, requestDesk, type RequestDesk, type RequestKind } from "./record-request";

export interface SubmittedRequest {
  id: number;
  /** The kind as the messages name it (callBack, careers, …). */
  kind: string;
  /** The desk that answers it, named on "Request Successful". */
  desk: RequestDesk;
  /** The requested item (the page shows its localized name), null for a general request. */
  item: CatalogueItem | null;
  optionCode: string | null;
  /** Null for forms that ask for no clinic (call-back). */
  clinicSlug: string | null;
  clinicName: string | null;
  /** Null for forms that ask for no day (contact). */
  preferredDate: string | null;
}

/** The httpOnly cookie holding the last request's receipt, set by the request form's action. */
export const REQUEST_RECEIPT_COOKIE = cookieNames.requestReceipt;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request (spa/residence, contact, …) as its sender sees it on "Request Successful": found by id together with the
 * secret receipt the sender's browser was given when it was stored. Anything else answers null (404).
 */
export async function getSubmittedRequest(id: number, receipt: string | undefined): Promise<SubmittedRequest | null> {
  // Ids beyond PostgreSQL's integer would be a 22003 error, not "not found".
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || !receipt || !UUID.test(receipt)) return null;
  const [row] = await getDb()
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.receipt, receipt)));
  if (!row) return null;
  const item = row.itemCode ? await getCatalogueItemByCode(row.itemCode) : null;
  const clinic = clinicSeed.find((c) => c.slug === row.clinicSlug);
  return {
    id: row.id,
    kind: mailKind[row.kind as RequestKind] ?? "other",
    desk: requestDesk(row.kind as RequestKind, row.clinicSlug),
    item,
    optionCode: row.optionCode,
    clinicSlug: row.clinicSlug,
    clinicName: clinic?.name ?? row.clinicSlug ?? null,
    preferredDate: row.preferredDate,
  };
}
