import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { requests, visitProposals } from "@/db/schema";

/**
 * The card path tells proposals what became of their order (decision 147), inside its own transaction:
 * paid: the proposal is accepted_paid and its request closed; released (declined card, cancelled or expired
 * payment): the proposal can be answered again. Orders that no proposal made change nothing.
 */
export async function settleVisitProposal(
  tx: Tx,
  orderId: string,
  now: Date,
): Promise<{ address: string | null; timeZone: string } | null> {
  const [paid] = await tx
    .update(visitProposals)
    .set({ status: "accepted_paid", updatedAt: now })
    .where(and(eq(visitProposals.orderId, orderId), eq(visitProposals.status, "awaiting_payment")))
    .returning({
      requestId: visitProposals.requestId,
      place: visitProposals.place,
      address: visitProposals.address,
      timeZone: visitProposals.timeZone,
    });
  if (!paid) return null;
  await tx.update(requests).set({ status: "closed", updatedAt: now }).where(eq(requests.id, paid.requestId));
  return { address: paid.place === "address" ? paid.address : null, timeZone: paid.timeZone };
}

export async function reopenVisitProposal(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(visitProposals)
    .set({ status: "sent", orderId: null, answeredAt: null, updatedAt: now })
    .where(and(eq(visitProposals.orderId, orderId), eq(visitProposals.status, "awaiting_payment")));
}
