import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt } from "./columns";

export const userTitle = pgEnum("user_title", ["Mr", "Mrs", "Ms", "Miss", "Dr", "Mx"]);
export const userRole = pgEnum("user_role", ["customer", "reception", "manager", "admin"]);
/**
 * How the account's address was proven (issue 39, decision 210): a verification link mailed to it, an e-mailed
 * sign-in code, an accepted staff invitation, or a password reset link. Each one reached the mailbox.
 */
export const emailProof = pgEnum("email_proof", ["link", "code", "invitation", "reset"]);

/**
 * A customer (or, later, staff) account (docs/product/entities.md Customer/User). The accounts domain owns this table;
 * bookings and orders reference it. Deleting an account anonymizes the row so orders stay for accounting.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased; unique among live accounts. */
    email: text("email").notNull(),
    title: userTitle("title"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** E.164, the preferred contact. */
    mobile: text("mobile"),
    /** Argon2id (PHC string). Null for an anonymized (deleted) account. */
    passwordHash: text("password_hash"),
    postcode: text("postcode"),
    street: text("street"),
    /** Preferred language for e-mails. */
    locale: text("locale").notNull().default("en"),
    role: userRole("role").notNull().default("customer"),
    /** The original site's isFree: member price, a 0.9 factor (docs/product/booking-and-pricing-rules.md). */
    isFree: boolean("is_free").notNull().default(false),
    /**
     * Retired (decision 272): clinic credit is kept per currency in `customer_credits`; migration 0040 copied this
     * column into the USD rows. Nothing reads or writes it; a later migration drops it (widen, then narrow), so an
     * instance still running the previous release keeps working during a rolling deploy.
     */
    retiredCreditCents: integer("credit_cents").notNull().default(0),
    referralCode: text("referral_code").notNull().unique(),
    referredById: uuid("referred_by_id"),
    /**
     * When the address was proven; null: not yet (decision 210). Until then nothing sent to the address by someone
     * else (requests, gift cards, the newsletter's coupon, referral offers, staff access) is linked to the account.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** What proved it; null while `emailVerifiedAt` is. */
    emailProvenBy: emailProof("email_proven_by"),
    /**
     * Set by staff from the customer's page (audited): this customer's unpaid-visit limits no longer apply
     * (decision 242). Null: they do.
     */
    bookingLimitsLiftedAt: timestamp("booking_limits_lifted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_live")
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A customer's clinic credit in one currency (decision 272): a means of payment, spent only on an order in that
 * currency. One row per currency the customer has ever held; read and changed only through
 * src/server/wallet/credit.ts, whose change is one atomic statement that never takes the balance below zero.
 */
export const customerCredits = pgTable(
  "customer_credits",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO 4217, upper case. */
    currency: text("currency").notNull(),
    balanceCents: integer("balance_cents").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency] }),
    check("customer_credits_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("customer_credits_balance", sql`${t.balanceCents} >= 0`),
  ],
);
