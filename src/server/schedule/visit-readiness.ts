import "server-only";
import { consentStatusOf, type ConsentState } from "@/server/consents/consent-status";
import type { ConsentKind } from "@/config/treatment-consents";
import { healthStatusOf, type HealthStatus } from "@/server/health/health-review";

/**
 * Where a visit stands before the chair (the booking panel, the staff home): the health questionnaire's state with
 * the clinician's review, and the treatment consents, signed or still to sign. States only, never an answer or a
 * flag (decision 181): reception sees that a review is needed, not why. Callers pass visits they may already see.
 */
export interface VisitReadiness {
  questionnaire: HealthStatus;
  consent: ConsentState;
  /** The consents the visit needs, each signed or not. */
  consentKinds: { kind: ConsentKind; signed: boolean }[];
}

export async function visitReadinessOf(bookingIds: string[]): Promise<Map<string, VisitReadiness>> {
  const ids = [...new Set(bookingIds)];
  const out = new Map<string, VisitReadiness>();
  if (!ids.length) return out;
  const [health, consents] = await Promise.all([healthStatusOf(ids), consentStatusOf(ids)]);
  for (const id of ids) {
    const consent = consents.get(id);
    out.set(id, {
      questionnaire: health.get(id) ?? "not_needed",
      consent: consent?.status ?? "not_needed",
      consentKinds: (consent?.kinds ?? []).map((k) => ({ kind: k.kind, signed: !!k.consentId })),
    });
  }
  return out;
}
