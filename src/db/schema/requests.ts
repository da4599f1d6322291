import { date, index, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Spa and residence requests (SPEC 2 forms): request-only items (partner spa, FNAD) are not sold
 * online; the visitor asks and the concierge team answers. Item and option are stored by goods code
 * so a request survives later catalogue changes.
 */
export const requests = pgTable(
  "requests",
  {
    id: serial("id").primaryKey(),
    itemCode: text("item_code"),
    optionCode: text("option_code"),
    title: text("title").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    clinicSlug: text("clinic_slug").notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    message: text("message").notNull().default(""),
    locale: text("locale").notNull(),
    area: text("area").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Random and secret: kept in the sender's browser (httpOnly cookie) so only they see "Request Successful" for it. */
    receipt: uuid("receipt").notNull().defaultRandom(),
  },
  (t) => [index("requests_created_at").on(t.createdAt)],
);
