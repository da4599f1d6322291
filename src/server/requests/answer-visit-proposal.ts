import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { bookings, clinics, orderLines, orders, requests, users, visitProposals } from "@/db/schema";
import { isLocale } from "@/i18n/locales";
import { generateReferralCode } from "@/server/accounts/tokens";
import { countAttempt, refundAttempt, rules } from "@/server/accounts/rate-limit";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { bookChair } from "@/server/availability/book-chair";
import { newReference } from "@/server/pricing/references";
import type { QueueMail } from "@/server/bookings/order-mail";
import { payOrderByCard } from "@/server/orders/pay-order";
import type { CardDetails, PaymentProvider } from "@/server/payments/payment-provider";
import { describeVisitProposal, type DescribedProposal } from "./describe-visit-proposal";
import { hashProposalSecret, proposalHolderKey, releaseProposalHold } from "./propose-visit";
import { proposalTokenField } from "./visit-proposal-schema";

type ProposalRow = typeof visitProposals.$inferSelect;

/** What the link shows: the proposal while it can be answered, otherwise only why not. */
export type ProposalState = "open" | "paying" | "paid" | "declined" | "withdrawn" | "expired";
export type ProposalView =
  | { state: "unknown" }
  | {
      state: ProposalState;
      id: string;
      note: string | null;
      expiresAt: Date;
      described: DescribedProposal;
      orderNumber: string | null;
    };

function stateOf(row: ProposalRow, now: Date): ProposalState {
  switch (row.status) {
    case "sent":
      return row.expiresAt <= now ? "expired" : "open";
    case "awaiting_payment":
      return "paying";
    case "accepted_paid":
      return "paid";
    case "declined":
      return "declined";
    default:
      return "withdrawn";
  }
}

/**
 * The proposal a link names, if its secret is right: looked up by id, the secret's SHA-256 compared in
 * constant time, so a link opens only its own proposal and timing says nothing about the stored hash. Every
 * link that does not open counts against the client's address (RATE_LIMITED after ten in 15 minutes); one
 * that opens is given back.
 */
async function proposalOfToken(token: string, client: string, now: Date): Promise<ProposalRow | null> {
  const counted = await countAttempt(rules.proposalLinkClient, client, now);
  if (!counted.allowed)
    throw new AppError("RATE_LIMITED", {
      minutes: Math.max(
        1,
        Math.ceil((counted.windowStartedAt.getTime() + rules.proposalLinkClient.windowMs - now.getTime()) / 60_000),
      ),
    });
  const parsed = proposalTokenField.safeParse(token);
  if (!parsed.success) return null;
  const [id, secret] = parsed.data.split(".") as [string, string];
  const [row] = await getDb().select().from(visitProposals).where(eq(visitProposals.id, id));
  const given = Buffer.from(hashProposalSecret(secret), "hex");
  const stored = Buffer.from(row?.secretHash ?? "0".repeat(64), "hex");
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !same) return null;
  await refundAttempt(rules.proposalLinkClient, client);
  return row;
}

async function describe(row: ProposalRow, locale: string) {
  const [clinic] = await getDb().select().from(clinics).where(eq(clinics.id, row.clinicId));
  return describeVisitProposal({ ...row, clinic: clinic! }, locale);
}

/** The public page: the proposal in the visitor's language, or why it cannot be answered. */
export async function readVisitProposal(
  token: string,
  deps: { locale: string; client: string; now?: Date },
): Promise<ProposalView> {
  const now = deps.now ?? new Date();
  const row = await proposalOfToken(token, deps.client, now);
  if (!row) return { state: "unknown" };
  const [order] = row.orderId
    ? await getDb().select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId))
    : [];
  return {
    state: stateOf(row, now),
    id: row.id,
    note: row.note,
    expiresAt: row.expiresAt,
    described: await describe(row, deps.locale),
    orderNumber: order?.number ?? null,
  };
}

export interface AcceptDeps {
  locale: string;
  client: string;
  now?: Date;
  queueMail?: QueueMail;
}

/**
 * Accept and pay (decision 147). One conditional update turns an open proposal into "awaiting_payment", in the
 * transaction that creates its order (the checkout's tables: order, line, booking; a clinic visit's held chair
 * becomes the booking's, or a free chair is taken now), so two accepts at once make one order and the other
 * hears PROPOSAL_CLOSED. The order is then paid through the checkout's own card path (payOrderByCard:
 * sandbox at once, Stripe by the Payment Element and the webhook), which settles it in confirmCardPayment:
 * the proposal becomes accepted_paid and the usual confirmation is mailed. A decline releases the order
 * and the proposal can be answered again. The customer is the account of the request's e-mail, created
 * without a password when there is none (the link proves the mailbox; they sign in with an e-mailed code).
 */
export async function acceptVisitProposal(
  token: string,
  provider: PaymentProvider,
  card: CardDetails | undefined,
  deps: AcceptDeps,
): Promise<
  { status: "paid"; orderNumber: string } | { status: "requires_action"; clientSecret: string; orderNumber: string }
> {
  const now = deps.now ?? new Date();
  const row = await proposalOfToken(token, deps.client, now);
  if (!row) throw new AppError("NOT_FOUND");
  const [request] = await getDb().select().from(requests).where(eq(requests.id, row.requestId));
  if (!request) throw new AppError("NOT_FOUND");
  const clinic = await getBookingClinic(row.clinicId);
  if (!clinic) throw new AppError("NOT_FOUND");
  const locale = isLocale(deps.locale) ? deps.locale : isLocale(request.locale) ? request.locale : "en";
  const described = await describeVisitProposal({ ...row, clinic }, "en");

  const placed = await getDb().transaction(async (tx) => {
    const [taken] = await tx
      .update(visitProposals)
      .set({ status: "awaiting_payment", answeredAt: now, updatedAt: now })
      .where(and(eq(visitProposals.id, row.id), eq(visitProposals.status, "sent"), gt(visitProposals.expiresAt, now)))
      .returning({ id: visitProposals.id });
    if (!taken) throw new AppError("PROPOSAL_CLOSED");
    const customerId = await customerForRequest(tx, request, locale, now);
    const [order] = await tx
      .insert(orders)
      .values({
        number: newReference("AU"),
        kind: "booking",
        userId: customerId,
        clinicId: clinic.id,
        status: "awaiting_payment",
        paymentMethod: "card",
        currency: row.currency,
        subtotalCents: row.totalCents,
        discountCents: 0,
        surchargeCents: 0,
        conciergeCents: 0,
        totalCents: row.totalCents,
        paidCents: 0,
        leftToPayCents: row.totalCents,
        locale,
        notes: `Visit proposal ${row.id}`,
      })
      .returning({ id: orders.id, number: orders.number });
    const minutes = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
    // The proposal's price is for the visit as a whole: one priced line, named by what it contains.
    await tx.insert(orderLines).values({
      orderId: order!.id,
      itemCode: "VISIT",
      optionCode: null,
      title: described.lines.join(", ").slice(0, 500),
      unitPriceCents: row.totalCents,
      quantity: 1,
      sessions: 1,
      durationMinutes: minutes,
      discountCents: 0,
      surchargeCents: 0,
    });
    const [booking] = await tx
      .insert(bookings)
      .values({
        number: newReference("BK"),
        orderId: order!.id,
        userId: customerId,
        clinicId: clinic.id,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        programmeCount: 1,
        priceCents: row.totalCents,
        currency: row.currency,
        status: "awaiting_payment",
      })
      .returning({ id: bookings.id });
    // A clinic visit takes a chair: the one held since the proposal was sent, or a free one now (SLOT_TAKEN
    // rolls all of this back and the proposal stays open). A home or hotel visit takes no chair: the team travels.
    if (row.place === "clinic") {
      await bookChair(tx, clinic, {
        holdId: row.holdSlotId ?? undefined,
        holderKey: proposalHolderKey(row.id),
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        bookingId: booking!.id,
        now,
      });
    }
    await tx.update(visitProposals).set({ orderId: order!.id, holdSlotId: null }).where(eq(visitProposals.id, row.id));
    return { orderId: order!.id, orderNumber: order!.number, customerId };
  });

  const paid = await payOrderByCard(placed.customerId, placed.orderId, provider, card, { queueMail: deps.queueMail });
  return paid.status === "paid"
    ? { status: "paid", orderNumber: placed.orderNumber }
    : { status: "requires_action", clientSecret: paid.clientSecret, orderNumber: placed.orderNumber };
}

async function customerForRequest(
  tx: Tx,
  request: typeof requests.$inferSelect,
  locale: string,
  now: Date,
): Promise<string> {
  const email = request.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  if (existing) return existing.id;
  const [first = request.fullName, ...rest] = request.fullName.trim().split(/\s+/);
  const [created] = await tx
    .insert(users)
    .values({
      email,
      firstName: first.slice(0, 100),
      lastName: rest.join(" ").slice(0, 100) || "-",
      mobile: request.phone || null,
      passwordHash: null,
      locale,
      referralCode: generateReferralCode(),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return created!.id;
}

/** Decline with an optional reason: recorded for staff (the request goes back to "in progress"), a held chair is freed. */
export async function declineVisitProposal(
  token: string,
  reason: string | null,
  deps: { client: string; now?: Date },
): Promise<void> {
  const now = deps.now ?? new Date();
  const row = await proposalOfToken(token, deps.client, now);
  if (!row) throw new AppError("NOT_FOUND");
  await getDb().transaction(async (tx) => {
    const [declined] = await tx
      .update(visitProposals)
      .set({ status: "declined", declineReason: reason, answeredAt: now, updatedAt: now })
      .where(and(eq(visitProposals.id, row.id), eq(visitProposals.status, "sent"), gt(visitProposals.expiresAt, now)))
      .returning({ id: visitProposals.id, holdSlotId: visitProposals.holdSlotId });
    if (!declined) throw new AppError("PROPOSAL_CLOSED");
    await releaseProposalHold(tx, declined);
    await tx
      .update(requests)
      .set({ status: "in_progress", updatedAt: now })
      .where(and(eq(requests.id, row.requestId), eq(requests.status, "answered")));
  });
}
