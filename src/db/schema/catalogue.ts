import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  index,
} from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { clinicId } from "./references";

/** docs/product/entities.md "type": what kind of service a goods code is. */
export const itemKind = pgEnum("item_kind", ["single", "program", "injection", "blood", "detox", "spa"]);

/** Which menu family shows the item. */
export const itemCategory = pgEnum("item_category", ["infusion", "injection", "blood", "spa", "diagnostics", "detox"]);

/** docs/product/entities.md spa partner types: intuisse = facials, bespoke = massages, wellness = treatment plus wellness area,
 *  nad = infusions and tests, double_traitement = infusion plus facial. */
export const partnerType = pgEnum("partner_type", ["intuisse", "bespoke", "wellness", "nad", "double_traitement"]);

export const catalogueItems = pgTable(
  "catalogue_items",
  {
    id: serial("id").primaryKey(),
    /** goods_code: the stable identifier baskets, orders and the API use. */
    code: text("code").notNull().unique(),
    slug: text("slug").notNull(),
    kind: itemKind("kind").notNull(),
    category: itemCategory("category").notNull(),
    partnerType: partnerType("partner_type"),
    /** English title and summary; translations live in the message catalogue under catalogue.<code>. */
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Minutes one visit takes (for a programme: one session). */
    durationMinutes: integer("duration_minutes").notNull(),
    /** Number of sessions bought with the item: 1 for single treatments, N for programmes. */
    sessions: integer("sessions").notNull().default(1),
    /**
     * The USD price, kept in step with catalogue_prices' USD row until nothing reads it (decision 268, step 3):
     * every price is read from the price list (src/server/catalogue/price-list.ts).
     */
    priceCents: integer("price_cents").notNull(),
    /** The currency of price_cents and of the group's sale price (sale_price_cents). */
    currency: text("currency").notNull().default("USD"),
    /** Shown but not sold online: the visitor sends a request instead (FNAD, partner spa). */
    priceOnRequest: boolean("price_on_request").notNull().default(false),
    requestOnly: boolean("request_only").notNull().default(false),
    /** False once the clinic stops selling it; baskets then show "not currently available". */
    active: boolean("active").notNull().default(true),
    /** On sale: the price charged instead of price_cents (shown with the regular price struck through). */
    salePriceCents: integer("sale_price_cents"),
    /** The sale's window (decision 168): from this instant (null: already), until this instant (null: until ended by hand). */
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** False while a manager pauses it everywhere: its page stays and says "This product is not currently available!". */
    available: boolean("available").notNull().default(true),
    externalUrl: text("external_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("catalogue_items_category").on(t.category, t.sortOrder)],
);

/** Child options (docs/product/entities.md): add-on choices and partner-spa variants. The option's price is the line price. */
export const catalogueOptions = pgTable("catalogue_options", {
  id: serial("id").primaryKey(),
  itemId: integer("item_id")
    .notNull()
    .references(() => catalogueItems.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  /** The USD price, kept in step with catalogue_option_prices' USD row until nothing reads it (decision 268). */
  priceCents: integer("price_cents").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/**
 * What one clinic does differently from the group's catalogue (issue 10, decision 143): its own price,
 * its own sale price, or the item not available there. A null column follows the group's value.
 */
export const clinicCatalogueOverrides = pgTable(
  "clinic_catalogue_overrides",
  {
    clinicId: clinicId({ onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => catalogueItems.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents"),
    salePriceCents: integer("sale_price_cents"),
    /** This clinic's sale window, with its own sale price (decision 168). */
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    available: boolean("available"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.itemId] })],
);

/**
 * One clinic's own price for an add-on choice (catalogue_options; decision 164): no row follows the group's
 * option price.
 */
export const clinicOptionOverrides = pgTable(
  "clinic_option_overrides",
  {
    clinicId: clinicId({ onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => catalogueOptions.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.optionId] })],
);

/**
 * The price list, one per currency (decision 268): an item's price in each currency it is sold in. A clinic sells
 * an item at its own price (clinic_catalogue_overrides) or at this row in the clinic's currency; an item with no row
 * in that currency is not sold there, never converted.
 */
export const cataloguePrices = pgTable(
  "catalogue_prices",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => catalogueItems.id, { onDelete: "cascade" }),
    /** ISO 4217, upper case. */
    currency: text("currency").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.currency] }),
    check("catalogue_prices_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("catalogue_prices_price", sql`${t.priceCents} >= 0`),
  ],
);

/** An add-on choice's price in each currency it is sold in (decision 268); no row: not sold in that currency. */
export const catalogueOptionPrices = pgTable(
  "catalogue_option_prices",
  {
    optionId: integer("option_id")
      .notNull()
      .references(() => catalogueOptions.id, { onDelete: "cascade" }),
    /** ISO 4217, upper case. */
    currency: text("currency").notNull(),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.currency] }),
    check("catalogue_option_prices_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("catalogue_option_prices_price", sql`${t.priceCents} >= 0`),
  ],
);
