import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";
import { createdAt, timeRange, updatedAt } from "./columns";
import { clinicId } from "./references";

/**
 * Spa and residence requests (docs/product/routes-and-languages.md forms): request-only items (partner spa, FNAD) are not sold
 * online; the visitor asks and the concierge team answers. Item and option are stored by goods code
 * so a request survives later catalogue changes.
 */
export const requests = pgTable(
  "requests",
  {
    id: serial("id").primaryKey(),
    /** spa (spa/residence), contact, call-back, weekend-call-back, … */
    kind: text("kind").notNull().default("spa"),
    itemCode: text("item_code"),
    optionCode: text("option_code"),
    title: text("title"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Null when the form asks for no clinic (call-back). */
    clinicSlug: text("clinic_slug"),
    /** The spa request's preferred day; forms without a day leave it empty. */
    preferredDate: date("preferred_date", { mode: "string" }),
    message: text("message").notNull().default(""),
    locale: text("locale").notNull(),
    area: text("area").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
    /** Random and secret: kept in the sender's browser (httpOnly cookie) so only they see "Request Successful" for it. */
    receipt: uuid("receipt").notNull().defaultRandom(),
    /** What a form asks beyond the common columns (e.g. the call-back's time), as submitted after validation. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    /** A hash of kind, e-mail and fields: the same request sent twice within a minute is stored once. */
    fingerprint: text("fingerprint"),
    /** The campaign (utm_*) that brought the visitor, when they allowed campaign measurement (decision 127). */
    campaign: jsonb("campaign").$type<Record<string, string>>(),
    /** The member of staff looking after it (requests inbox). */
    assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [index("requests_created_at").on(t.createdAt), index("requests_fingerprint").on(t.fingerprint, t.createdAt)],
);

/** A reply staff sent from the requests inbox: what was written, by whom, and the outbox mail that carries it. */
export const requestReplies = pgTable(
  "request_replies",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mailId: uuid("mail_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_replies_request").on(t.requestId, t.sentAt)],
);

/**
 * ALTCHA challenges already solved (decision 120): a solution is accepted once. Rows can be deleted
 * once `expires_at` has passed, because the signed challenge is refused as expired from then on.
 */
export const botCheckSolutions = pgTable(
  "bot_check_solutions",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bot_check_solutions_expires_at").on(t.expiresAt)],
);

/**
 * A priced visit staff propose in answer to a concierge or spa/residence request (decision 147): what
 * (catalogue items by goods code and free-text lines), when (a UTC instant shown in `time_zone`), where (the
 * clinic, or an address for a home or hotel visit) and the total. The customer answers through a link whose
 * secret exists only in their e-mail; we keep its SHA-256. A clinic visit holds a chair until the proposal
 * expires; accepting turns the hold into the booking of the order it creates.
 */
export const visitProposals = pgTable(
  "visit_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    /** The clinic whose team gives the visit (and whose chair it takes at the clinic). */
    clinicId: clinicId(),
    /** "clinic" or "address" (a home or hotel visit). */
    place: text("place").notNull(),
    address: text("address"),
    timeZone: text("time_zone").notNull(),
    ...timeRange(),
    items: jsonb("items").$type<ProposalItem[]>().notNull(),
    /** A note to the customer, shown with the proposal. */
    note: text("note"),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** sent, awaiting_payment, accepted_paid, declined, withdrawn (expired: sent and past expires_at). */
    status: text("status").notNull().default("sent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The chair held for a clinic visit (holder key `proposal-<id>`). */
    holdSlotId: uuid("hold_slot_id"),
    orderId: uuid("order_id").references(() => orders.id),
    declineReason: text("decline_reason"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    mailId: uuid("mail_id"),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("visit_proposals_request").on(t.requestId, t.createdAt),
    uniqueIndex("visit_proposals_order").on(t.orderId),
    check("visit_proposals_total", sql`${t.totalCents} > 0`),
    check("visit_proposals_range", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A line of a proposal: a catalogue item (named in the reader's language) or a free-text line. */
export type ProposalItem =
  | { kind: "item"; code: string; optionCode: string | null; quantity: number; title: string }
  | { kind: "text"; text: string };
