import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, treatmentConsents } from "@/db/schema";
import { consentKindsFor, type ConsentKind } from "@/config/treatment-consents";
import type { Tx } from "@/db/client";
import { bookingRiskItems } from "@/server/health/health-review";

type Reader = Pick<ReturnType<typeof getDb>, "select">;

/** Statuses of a visit still to come, the ones a consent can be signed for (as for the health questionnaire). */
export const SIGNABLE_STATUSES = ["confirmed", "awaiting_payment"] as const;

/** Whether the customer can still sign a consent for this visit online: it is to come and not cancelled. */
export function canSignConsent(booking: { status: string; startsAt: Date }, now: Date): boolean {
  return (SIGNABLE_STATUSES as readonly string[]).includes(booking.status) && booking.startsAt > now;
}

/** Where a visit stands with its consents: none needed, at least one still to sign, or all signed. */
export type ConsentState = "not_needed" | "due" | "signed";

export interface KindConsent {
  kind: ConsentKind;
  /** The signed consent (for its PDF), or null while it is still to sign. */
  consentId: string | null;
  signedAt: Date | null;
  signedName: string | null;
  version: string | null;
  locale: string | null;
}

export interface BookingConsents {
  status: ConsentState;
  /** One entry per kind the visit needs, in the order of `consentKinds`. */
  kinds: KindConsent[];
}

/** The consents a visit's treatments need (IV infusion, injection, blood test), from its order lines or programme. */
export async function consentsNeededFor(bookingId: string, db: Reader = getDb()): Promise<ConsentKind[]> {
  return consentKindsFor(await bookingRiskItems(db, bookingId));
}

/**
 * Where each of these visits stands (My Bookings, the consent page, the back office's customer screen). It does
 * not check whose visits they are: callers pass the ids of visits they already may see.
 */
export async function consentStatusOf(
  bookingIds: string[],
  db: Reader = getDb(),
): Promise<Map<string, BookingConsents>> {
  const out = new Map<string, BookingConsents>();
  const ids = [...new Set(bookingIds)];
  if (!ids.length) return out;
  const signed = await db.select().from(treatmentConsents).where(inArray(treatmentConsents.bookingId, ids));
  for (const id of ids) {
    const needed = await consentsNeededFor(id, db);
    const kinds = needed.map((kind): KindConsent => {
      const row = signed.find((s) => s.bookingId === id && s.kind === kind);
      return {
        kind,
        consentId: row?.id ?? null,
        signedAt: row?.signedAt ?? null,
        signedName: row?.signedName ?? null,
        version: row?.version ?? null,
        locale: row?.locale ?? null,
      };
    });
    const status: ConsentState = !kinds.length ? "not_needed" : kinds.every((k) => k.consentId) ? "signed" : "due";
    out.set(id, { status, kinds });
  }
  return out;
}

/** "Download my data": every consent the customer signed, with the visit it was for. */
export async function listOwnConsents(customerId: string, db: Reader = getDb()) {
  return db
    .select({
      booking: bookings.number,
      kind: treatmentConsents.kind,
      version: treatmentConsents.version,
      locale: treatmentConsents.locale,
      textSha256: treatmentConsents.textSha256,
      signedName: treatmentConsents.signedName,
      signedAt: treatmentConsents.signedAt,
      clientAddress: treatmentConsents.clientAddress,
    })
    .from(treatmentConsents)
    .innerJoin(bookings, eq(bookings.id, treatmentConsents.bookingId))
    .where(eq(treatmentConsents.userId, customerId))
    .orderBy(asc(treatmentConsents.signedAt), asc(treatmentConsents.kind));
}

/** For account deletion: every consent the person signed goes, with their typed name and address. */
export async function forgetConsents(tx: Tx, userId: string): Promise<void> {
  await tx.delete(treatmentConsents).where(eq(treatmentConsents.userId, userId));
}
