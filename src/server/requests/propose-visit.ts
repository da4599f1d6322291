import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { brand, isArea, defaultArea } from "@/config/site";
import { getDb, type Tx } from "@/db/client";
import { chairSlots, clinics, orders, requests, users, visitProposals, type ProposalItem } from "@/db/schema";
import { isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { reserveChair } from "@/server/availability/reserve-chair";
import { getCatalogueItemByCode } from "@/server/catalogue/get-catalogue-item-by-code";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { staffNameColumn } from "@/server/staff/staff-name";
import { recordAudit } from "@/server/staff/audit";
import { clinicWallTime } from "@/server/staff/staff-override";
import { describeVisitProposal } from "./describe-visit-proposal";
import { visibleRequest } from "./manage-requests";
import { requestReference } from "./record-request";
import {
  PROPOSAL_DAYS_VALID,
  PROPOSAL_ITEM_ROWS,
  proposeVisitSchema,
  withdrawProposalSchema,
  type ProposeVisitInput,
} from "./visit-proposal-schema";

/** Request kinds a priced visit answers (the concierge desk's). */
export const proposalRequestKinds = ["concierge", "spa"] as const;

export const proposalHolderKey = (proposalId: string) => `proposal-${proposalId}`;
export const hashProposalSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * Staff propose a priced visit in answer to a concierge or spa/residence request (decision 147): reception of
 * the request's clinic (visibleTo), managers, admins, for a clinic they work at. A clinic visit holds a chair
 * from now until the proposal ends (so the time offered stays free); a home or hotel visit takes none. The
 * customer's mail (their language) carries the only copy of the link's secret; we keep its SHA-256. The
 * request becomes "answered". One transaction with the audit row.
 */
export async function proposeVisit(
  actor: StaffActor,
  raw: ProposeVisitInput,
  deps: { now?: Date } = {},
): Promise<{ proposalId: string; token: string; mailId: string }> {
  assertRole(actor, "reception");
  const input = proposeVisitSchema.parse(raw);
  const now = deps.now ?? new Date();
  const request = await visibleRequest(actor, input.requestId);
  if (!(proposalRequestKinds as readonly string[]).includes(request.kind))
    throw new AppError("VALIDATION", {}, { requestId: "requestKindNoProposal" });
  assertClinic(actor, input.clinicId);
  const clinic = await getBookingClinic(input.clinicId);
  if (!clinic) throw new AppError("NOT_FOUND");

  const items: ProposalItem[] = [];
  for (let row = 1; row <= PROPOSAL_ITEM_ROWS; row++) {
    const ref = input[`item${row}` as `item${1 | 2 | 3 | 4 | 5}`];
    if (!ref) continue;
    const [code, optionCode = null] = ref.split(":");
    const item = await getCatalogueItemByCode(code!);
    const option = optionCode ? item?.options.find((o) => o.code === optionCode) : null;
    if (!item || (optionCode && !option)) throw new AppError("VALIDATION", {}, { [`item${row}`]: "treatmentRequired" });
    items.push({
      kind: "item",
      code: item.code,
      optionCode: option?.code ?? null,
      quantity: input[`qty${row}` as `qty${1 | 2 | 3 | 4 | 5}`],
      title: option ? `${item.title} · ${option.name}` : item.title,
    });
  }
  for (const text of input.lines) items.push({ kind: "text", text });

  const startsAt = clinicWallTime(input.day, input.time, input.timeZone);
  if (!(startsAt.getTime() > now.getTime() + 60 * 60_000 && startsAt.getTime() < now.getTime() + 366 * 86_400_000))
    throw new AppError("VALIDATION", {}, { day: "timeNotAhead" });
  const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
  // A proposal answers until the visit would begin, and at most two weeks.
  const expiresAt = new Date(Math.min(now.getTime() + PROPOSAL_DAYS_VALID * 86_400_000, startsAt.getTime()));
  const secret = randomBytes(32).toString("base64url");
  const locale = isLocale(request.locale) ? request.locale : "en";
  const area = isArea(request.area) ? request.area : defaultArea;

  return getDb().transaction(async (tx) => {
    const [proposal] = await tx
      .insert(visitProposals)
      .values({
        requestId: request.id,
        clinicId: clinic.id,
        place: input.place,
        address: input.place === "address" ? input.address : null,
        timeZone: input.timeZone,
        startsAt,
        endsAt,
        items,
        note: input.note,
        totalCents: input.total,
        currency: clinic.currency,
        secretHash: hashProposalSecret(secret),
        status: "sent",
        expiresAt,
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: visitProposals.id });
    const proposalId = proposal!.id;
    let holdSlotId: string | null = null;
    if (input.place === "clinic") {
      const held = await reserveChair(tx, {
        clinicId: clinic.id,
        chairIds: clinic.chairIds,
        startsAt,
        endsAt,
        state: "held",
        holderKey: proposalHolderKey(proposalId),
        expiresAt,
        now,
      });
      holdSlotId = held.slotId;
    }
    const token = `${proposalId}.${secret}`;
    const described = await describeVisitProposal(
      {
        items,
        place: input.place,
        address: input.place === "address" ? input.address : null,
        timeZone: input.timeZone,
        startsAt,
        endsAt,
        totalCents: input.total,
        currency: clinic.currency,
        clinic,
      },
      locale,
    );
    const mailId = await enqueueMail(tx, {
      to: request.email,
      locale,
      template: "visit-proposal",
      props: {
        name: request.fullName,
        reference: requestReference(request.id),
        url: `${brand.siteUrl}${pathFor(area, locale, "proposal")}?token=${token}`,
        lines: described.lines,
        date: described.date,
        time: described.time,
        zone: described.zone,
        place: described.place,
        placeDetail: described.placeDetail,
        total: described.total,
        note: input.note,
        days: Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 86_400_000)),
      },
    });
    await tx.update(visitProposals).set({ holdSlotId, mailId }).where(eq(visitProposals.id, proposalId));
    const status = request.status === "closed" ? "closed" : "answered";
    await tx.update(requests).set({ status, updatedAt: now }).where(eq(requests.id, request.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "request.proposal",
        entity: "request",
        entityId: request.id,
        clinicId: clinic.id,
        before: { status: request.status },
        after: {
          status,
          proposalId,
          place: input.place,
          startsAt: startsAt.toISOString(),
          timeZone: input.timeZone,
          totalCents: input.total,
          currency: clinic.currency,
          chairHeld: holdSlotId != null,
          mailId,
        },
      },
      now,
    );
    return { proposalId, token, mailId };
  });
}

/** Staff take a proposal back while it is unanswered: the link then says so, and a held chair is freed. */
export async function withdrawVisitProposal(
  actor: StaffActor,
  raw: { requestId: string | number; proposalId: string },
  now = new Date(),
): Promise<void> {
  assertRole(actor, "reception");
  const input = withdrawProposalSchema.parse(raw);
  const request = await visibleRequest(actor, input.requestId);
  await getDb().transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(visitProposals)
      .set({ status: "withdrawn", answeredAt: now, updatedAt: now })
      .where(
        and(
          eq(visitProposals.id, input.proposalId),
          eq(visitProposals.requestId, request.id),
          eq(visitProposals.status, "sent"),
        ),
      )
      .returning({ id: visitProposals.id, clinicId: visitProposals.clinicId, holdSlotId: visitProposals.holdSlotId });
    if (!withdrawn) throw new AppError("PROPOSAL_CLOSED");
    await releaseProposalHold(tx, withdrawn);
    await recordAudit(
      tx,
      actor,
      {
        action: "request.proposal_withdraw",
        entity: "request",
        entityId: request.id,
        clinicId: withdrawn.clinicId,
        before: { proposalId: withdrawn.id, status: "sent" },
        after: { status: "withdrawn" },
      },
      now,
    );
  });
}

/** Free the chair a clinic proposal holds (nothing when it holds none or the hold became a booking). */
export async function releaseProposalHold(tx: Tx, proposal: { id: string; holdSlotId: string | null }): Promise<void> {
  if (!proposal.holdSlotId) return;
  await tx
    .update(chairSlots)
    .set({ state: "released" })
    .where(
      and(
        eq(chairSlots.id, proposal.holdSlotId),
        eq(chairSlots.holderKey, proposalHolderKey(proposal.id)),
        eq(chairSlots.state, "held"),
      ),
    );
}

export interface StaffProposalRow {
  id: string;
  status: "sent" | "expired" | "awaiting_payment" | "accepted_paid" | "declined" | "withdrawn";
  place: string;
  address: string | null;
  clinicName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  lines: string[];
  totalCents: number;
  currency: string;
  expiresAt: Date;
  createdAt: Date;
  answeredAt: Date | null;
  declineReason: string | null;
  orderNumber: string | null;
  createdBy: string | null;
}

/** The proposals of a request the person may see, newest first, with what the customer answered. */
export async function listVisitProposals(
  actor: StaffActor,
  requestId: number,
  now = new Date(),
): Promise<StaffProposalRow[]> {
  assertRole(actor, "reception");
  const request = await visibleRequest(actor, requestId);
  const rows = await getDb()
    .select({
      id: visitProposals.id,
      status: visitProposals.status,
      place: visitProposals.place,
      address: visitProposals.address,
      clinicName: clinics.name,
      timeZone: visitProposals.timeZone,
      startsAt: visitProposals.startsAt,
      endsAt: visitProposals.endsAt,
      items: visitProposals.items,
      totalCents: visitProposals.totalCents,
      currency: visitProposals.currency,
      expiresAt: visitProposals.expiresAt,
      createdAt: visitProposals.createdAt,
      answeredAt: visitProposals.answeredAt,
      declineReason: visitProposals.declineReason,
      orderNumber: orders.number,
      createdBy: staffNameColumn(),
    })
    .from(visitProposals)
    .innerJoin(clinics, eq(clinics.id, visitProposals.clinicId))
    .leftJoin(orders, eq(orders.id, visitProposals.orderId))
    .leftJoin(users, eq(users.id, visitProposals.createdById))
    .where(eq(visitProposals.requestId, request.id))
    .orderBy(desc(visitProposals.createdAt));
  return rows.map(({ items, ...row }) => ({
    ...row,
    status: (row.status === "sent" && row.expiresAt <= now ? "expired" : row.status) as StaffProposalRow["status"],
    lines: items.map((i) => (i.kind === "text" ? i.text : `${i.title}${i.quantity > 1 ? ` × ${i.quantity}` : ""}`)),
  }));
}
