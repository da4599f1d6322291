import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clinics } from "./clinics";
import { users } from "./users";
import { createdAt, updatedAt } from "./columns";
import { userId } from "./references";

export const orderKind = pgEnum("order_kind", ["booking", "gift_card"]);
export const orderStatus = pgEnum("order_status", [
  "awaiting_payment",
  "confirmed",
  "paid",
  "payment_failed",
  "cancelled",
]);
export const paymentMethod = pgEnum("payment_method", ["card", "clinic"]);
export const offerKind = pgEnum("offer_kind", ["member", "new_customer", "newsletter", "referral"]);

/** docs/product/entities.md Order: number, created time, sum payable, paid, left to pay, payment status, programmes, history, notes. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    kind: orderKind("kind").notNull(),
    userId: userId(),
    clinicId: integer("clinic_id").references(() => clinics.id),
    status: orderStatus("status").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    currency: text("currency").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    offerKind: offerKind("offer_kind"),
    offerCouponCode: text("offer_coupon_code"),
    discountCents: integer("discount_cents").notNull(),
    surchargeCents: integer("surcharge_cents").notNull(),
    conciergeCents: integer("concierge_cents").notNull(),
    /** Sum payable after the offer. */
    totalCents: integer("total_cents").notNull(),
    paidCents: integer("paid_cents").notNull(),
    leftToPayCents: integer("left_to_pay_cents").notNull(),
    /** The campaign (utm_*) that brought the customer, when they allowed campaign measurement (decision 127). */
    campaign: jsonb("campaign").$type<Record<string, string>>(),
    locale: text("locale").notNull(),
    notes: text("notes"),
    /** While the expiry job handles this unpaid card order: its claim's lease (FOR UPDATE SKIP LOCKED, decision 092). */
    expiryClaimedUntil: timestamp("expiry_claimed_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user").on(t.userId, t.createdAt),
    check("orders_sums", sql`${t.paidCents} >= 0 and ${t.leftToPayCents} >= 0 and ${t.totalCents} >= 0`),
  ],
);

export const orderLines = pgTable("order_lines", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  itemCode: text("item_code").notNull(),
  optionCode: text("option_code"),
  title: text("title").notNull(),
  unitPriceCents: integer("unit_price_cents").notNull(),
  quantity: integer("quantity").notNull(),
  sessions: integer("sessions").notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  discountCents: integer("discount_cents").notNull(),
  surchargeCents: integer("surcharge_cents").notNull(),
});

/**
 * "clinic": what is still to be paid at the clinic (a pending placeholder). Money taken at the front desk is
 * "terminal" (card terminal), "cash" or "bank_transfer" (recordOrderPayment, decision 136).
 */
export const paymentKind = pgEnum("payment_kind", [
  "card",
  "gift_card",
  "credit",
  "clinic",
  "terminal",
  "cash",
  "bank_transfer",
]);
/**
 * "flagged": the provider took money we could not apply (wrong amount or currency, or the order was no longer
 * payable); the order is not marked paid and support settles it by hand (decision 092).
 */
export const paymentState = pgEnum("payment_state", ["pending", "succeeded", "failed", "refunded", "flagged"]);

/** The order's payment history: every attempt and every means of payment, one row each. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    kind: paymentKind("kind").notNull(),
    state: paymentState("state").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** "sandbox" or "stripe" for card payments. */
    provider: text("provider"),
    providerRef: text("provider_ref"),
    idempotencyKey: text("idempotency_key"),
    /** Sandbox only: the last four digits (never the number). */
    cardLast4: text("card_last4"),
    /**
     * The provider's fingerprint of the card (the same card gives the same value across customers); compared, never
     * shown: a referral reward needs the friend's cards to differ from the referrer's (decision 212).
     */
    cardFingerprint: text("card_fingerprint"),
    failureCode: text("failure_code"),
    giftCardId: uuid("gift_card_id"),
    /** Front-desk payments: the terminal slip, transfer or receipt reference staff typed. */
    reference: text("reference"),
    /** Front-desk payments: the member of staff who recorded it. */
    recordedById: uuid("recorded_by_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_order").on(t.orderId),
    uniqueIndex("payments_idempotency").on(t.idempotencyKey),
    check("payments_amount", sql`${t.amountCents} >= 0`),
  ],
);

export const couponKind = pgEnum("coupon_kind", ["newsletter", "referral"]);
export const couponStatus = pgEnum("coupon_status", ["unused", "used", "expired"]);

/** docs/product/entities.md Referral coupons (and the newsletter's): code, the customer it is for, status. */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    kind: couponKind("kind").notNull(),
    /** The customer it is for ("for" object); null: anyone with the code (e.g. a newsletter e-mail). */
    userId: uuid("user_id").references(() => users.id),
    status: couponStatus("status").notNull().default("unused"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedByOrderId: uuid("used_by_order_id"),
    /** Referral rewards: the friend's order that earned it (one coupon per order). */
    earnedByOrderId: uuid("earned_by_order_id").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("coupons_user").on(t.userId)],
);

export const giftCardStatus = pgEnum("gift_card_status", ["pending", "active", "void"]);

/** Gift cards: 16-character number, 6-character code stored hashed (scrypt), balance spent at checkout. */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    codeHash: text("code_hash").notNull(),
    currency: text("currency").notNull(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    status: giftCardStatus("status").notNull(),
    purchaseOrderId: uuid("purchase_order_id"),
    buyerId: uuid("buyer_id").references(() => users.id),
    /** The account the card was added to (My Gift Card: number and code); null until someone adds it. */
    holderId: uuid("holder_id").references(() => users.id),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [check("gift_cards_balance", sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`)],
);
