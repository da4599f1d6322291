import "server-only";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinics, giftCards, orders, payments, users } from "@/db/schema";
import { assertRole, canSeeClinic, type StaffActor } from "@/server/staff/actor";
import { giftCardRedeemSchema } from "./gift-card-schema";

/** The number as the customer reads it out (spaces and dashes allowed), the same rule as checkout. */
export const lookUpGiftCardSchema = z.object({ number: giftCardRedeemSchema.shape.number });

export interface GiftCardMovement {
  at: Date;
  /** "spent" (an order paid with it), "refunded" (given back when the order's card payment failed). */
  kind: "spent" | "refunded" | "pending" | "failed" | "flagged";
  amountCents: number;
  clinicName: string | null;
  /** Only for an order at one of the actor's clinics (another clinic's order numbers stay there). */
  orderNumber: string | null;
}

export interface StaffGiftCard {
  id: string;
  number: string;
  status: "pending" | "active" | "void";
  currency: string;
  initialCents: number;
  balanceCents: number;
  createdAt: Date;
  recipientName: string;
  buyerName: string | null;
  holderName: string | null;
  purchaseOrderNumber: string | null;
  history: GiftCardMovement[];
}

/**
 * A gift card by its number for the desk: status, balance and what it paid for. Never its code (only the
 * hash is stored, and it is not read here). Gift cards are not a clinic's: any reception may look one up by
 * the number the customer reads out. An unknown number is null.
 */
export async function lookUpGiftCard(
  actor: StaffActor,
  raw: z.input<typeof lookUpGiftCardSchema>,
): Promise<StaffGiftCard | null> {
  assertRole(actor, "reception");
  const { number } = lookUpGiftCardSchema.parse(raw);
  const db = getDb();
  const [card] = await db
    .select({
      id: giftCards.id,
      number: giftCards.number,
      status: giftCards.status,
      currency: giftCards.currency,
      initialCents: giftCards.initialCents,
      balanceCents: giftCards.balanceCents,
      createdAt: giftCards.createdAt,
      recipientName: giftCards.recipientName,
      buyerId: giftCards.buyerId,
      holderId: giftCards.holderId,
      purchaseOrderNumber: orders.number,
    })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.purchaseOrderId))
    .where(eq(giftCards.number, number));
  if (!card) return null;
  const people = [card.buyerId, card.holderId].filter((id): id is string => !!id);
  const [names, movements] = await Promise.all([
    Promise.all(
      people.map(
        async (id) =>
          (
            await db
              .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(eq(users.id, id))
          )[0],
      ),
    ),
    db
      .select({
        at: payments.createdAt,
        state: payments.state,
        amountCents: payments.amountCents,
        orderNumber: orders.number,
        clinicId: orders.clinicId,
        clinicName: clinics.name,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .leftJoin(clinics, eq(clinics.id, orders.clinicId))
      .where(eq(payments.giftCardId, card.id))
      .orderBy(asc(payments.createdAt)),
  ]);
  const nameOf = (id: string | null) => {
    const person = names.find((n) => n?.id === id);
    return person ? `${person.firstName} ${person.lastName}`.trim() : null;
  };
  const kindOf = {
    succeeded: "spent",
    refunded: "refunded",
    pending: "pending",
    failed: "failed",
    flagged: "flagged",
  } as const;
  return {
    id: card.id,
    number: card.number,
    status: card.status,
    currency: card.currency,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    createdAt: card.createdAt,
    recipientName: card.recipientName,
    buyerName: nameOf(card.buyerId),
    holderName: nameOf(card.holderId),
    purchaseOrderNumber: card.purchaseOrderNumber,
    history: movements.map((m) => ({
      at: m.at,
      kind: kindOf[m.state],
      amountCents: m.amountCents,
      clinicName: m.clinicName,
      orderNumber: m.clinicId !== null && canSeeClinic(actor, m.clinicId) ? m.orderNumber : null,
    })),
  };
}
