import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clinicChairs } from "./clinics";
import { createdAt, timeRange, updatedAt } from "./columns";
import { clinicId, userId } from "./references";

/**
 * Baskets of signed-in customers: one per customer and clinic ("store", docs/product/entities.md). Visitors keep
 * theirs in the browser until they sign in; then the server's list is the truth.
 */
export const baskets = pgTable(
  "baskets",
  {
    id: serial("id").primaryKey(),
    userId: userId({ onDelete: "cascade" }),
    clinicId: clinicId(),
    updatedAt: updatedAt(),
    /**
     * The browser's id of the last merge at sign-in applied to this basket: a merge sent again with the same id (its
     * page was left before the answer came) adds nothing a second time.
     */
    lastMergeId: uuid("last_merge_id"),
  },
  (t) => [uniqueIndex("baskets_user_clinic").on(t.userId, t.clinicId)],
);

export const basketLines = pgTable(
  "basket_lines",
  {
    id: serial("id").primaryKey(),
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    itemCode: text("item_code").notNull(),
    /** The add-on choice; '' when the item has none (so the pair can be unique). */
    optionCode: text("option_code").notNull().default(""),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("basket_lines_item").on(t.basketId, t.itemCode, t.optionCode),
    check("basket_lines_quantity", sql`${t.quantity} between 1 and 20`),
  ],
);

export const slotState = pgEnum("slot_state", ["held", "booked", "released", "cancelled"]);

/**
 * A chair taken for a time range: a 10-minute hold while the visitor checks out, or a booking
 * (paid, to pay in the clinic, or awaiting card payment). Migration 0003 adds the exclusion
 * constraint that makes two live rows on one chair at overlapping times impossible.
 */
export const chairSlots = pgTable(
  "chair_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clinicId: clinicId(),
    chairId: integer("chair_id")
      .notNull()
      .references(() => clinicChairs.id),
    ...timeRange(),
    state: slotState("state").notNull(),
    /** Who holds it: an opaque key the visitor's browser keeps (and the customer id once known). */
    holderKey: text("holder_key").notNull(),
    /** The client address that asked for a hold (decision 076): live holds and holds a day are counted by it. */
    clientAddress: text("client_address"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    bookingId: uuid("booking_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("chair_slots_clinic_time").on(t.clinicId, t.startsAt),
    // Availability's question (decision 264): a clinic's live rows overlapping a month or a day. The exclusion
    // constraint's index (chair, range) finds every clinic's rows in the range; this one only the clinic's.
    index("chair_slots_live_clinic_range")
      .using("gist", t.clinicId, sql`tstzrange(${t.startsAt}, ${t.endsAt}, '[)')`)
      .where(sql`${t.state} in ('held', 'booked')`),
    index("chair_slots_holder").on(t.holderKey),
    index("chair_slots_client_address").on(t.clientAddress, t.createdAt),
    check("chair_slots_range", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** "arrived", "completed" and "no_show" are set at the front desk (check-in, decision 135). */
export const bookingStatus = pgEnum("booking_status", [
  "awaiting_payment",
  "confirmed",
  "cancelled",
  "completed",
  "arrived",
  "no_show",
]);

/** docs/product/entities.md Booking: number, appointment time, clinic, number of programmes, price, created time. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    orderId: uuid("order_id").notNull(),
    userId: userId(),
    clinicId: clinicId(),
    ...timeRange(),
    programmeCount: integer("programme_count").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull(),
    status: bookingStatus("status").notNull(),
    /** The .ics SEQUENCE of this visit: 0 when booked, raised by each move and by the cancellation (RFC 5545). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("bookings_user").on(t.userId, t.startsAt)],
);

export const programmeStatus = pgEnum("programme_status", ["active", "completed", "cancelled"]);
export const sessionStatus = pgEnum("session_status", ["booked", "to_book", "done", "cancelled"]);

/** A programme bought: N sessions, the first booked at checkout, the rest booked later (docs/product/booking-and-pricing-rules.md). */
export const programmes = pgTable("programmes", {
  id: uuid("id").primaryKey().defaultRandom(),
  number: text("number").notNull().unique(),
  orderId: uuid("order_id").notNull(),
  userId: userId(),
  clinicId: clinicId(),
  itemCode: text("item_code").notNull(),
  optionCode: text("option_code"),
  title: text("title").notNull(),
  sessionCount: integer("session_count").notNull(),
  sessionMinutes: integer("session_minutes").notNull(),
  status: programmeStatus("status").notNull().default("active"),
  createdAt: createdAt(),
});

export const programmeSessions = pgTable(
  "programme_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    programmeId: uuid("programme_id")
      .notNull()
      .references(() => programmes.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    status: sessionStatus("status").notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id),
    startsAt: timestamp("starts_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("programme_sessions_number").on(t.programmeId, t.number)],
);
