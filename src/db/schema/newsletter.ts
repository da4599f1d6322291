import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Newsletter subscribers with double opt-in (issue 12). One row per address, kept after unsubscribing,
 * so the 10% welcome coupon is issued once per address, ever (`coupon_code` is set once).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    /** Lower-cased. */
    email: text("email").primaryKey(),
    name: text("name"),
    locale: text("locale").notNull(),
    area: text("area").notNull(),
    /** pending (confirmation mail sent), confirmed, unsubscribed. */
    status: text("status").notNull().default("pending"),
    /** SHA-256 of the confirmation link's secret; the secret itself is only in the mail. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** In every newsletter mail's unsubscribe link. */
    unsubscribeToken: uuid("unsubscribe_token").notNull().unique().defaultRandom(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    couponCode: text("coupon_code").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("newsletter_subscribers_status").on(t.status)],
);
