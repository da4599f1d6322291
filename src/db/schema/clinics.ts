import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "../../config/booking-hours";
import { createdAt, timeRange } from "./columns";

export const clinics = pgTable(
  "clinics",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    /** IANA zone; every time at this clinic is stored in UTC and shown in this zone. */
    timeZone: text("time_zone").notNull(),
    /** ISO 4217: what this clinic charges in, its prices read from the price list in it (decision 268). */
    currency: text("currency").notNull().default("USD"),
    outOfHours: boolean("out_of_hours").notNull().default(false),
    /**
     * Standard starts per weekday, Monday first: { first, last } minutes after local midnight, or null (closed).
     * The group's 09:00-20:00 every day by default (decision 167, src/config/booking-hours.ts).
     */
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull().default(DEFAULT_WEEKLY_HOURS),
    inResidence: boolean("in_residence").notNull().default(false),
    isHeadquarters: boolean("is_headquarters").notNull().default(false),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("clinics_currency", sql`${t.currency} ~ '^[A-Z]{3}$'`)],
);

/** One row per treatment chair: a booking holds one chair for its time range. */
export const clinicChairs = pgTable(
  "clinic_chairs",
  {
    id: serial("id").primaryKey(),
    clinicId: integer("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [uniqueIndex("clinic_chairs_clinic_label").on(t.clinicId, t.label)],
);

/**
 * A clinic closed (chair_id null: a holiday) or one chair out of service, for clinic days
 * starts_on..ends_on (inclusive). starts_at/ends_at are those days' bounds in the clinic's zone, computed
 * once when the closure is made, so availability and reservations compare instants (decision 144).
 */
export const clinicClosures = pgTable(
  "clinic_closures",
  {
    id: serial("id").primaryKey(),
    clinicId: integer("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    chairId: integer("chair_id").references(() => clinicChairs.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    ...timeRange(),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("clinic_closures_clinic_time").on(t.clinicId, t.startsAt)],
);

/**
 * What a clinic's availability was computed from, as a number that changes on every committed write to it: triggers
 * (migration 0038) give the clinic a new value from one sequence whenever its row, chairs, closures or chair slots
 * change. Availability answers are kept per clinic and value (src/server/availability/availability-cache.ts), so a
 * write on any instance is seen by every instance's next read, with no message between them (decision 269). A clinic
 * with no row yet has never changed since the migration: its value is 0.
 */
export const clinicAvailabilityVersions = pgTable("clinic_availability_versions", {
  clinicId: integer("clinic_id")
    .primaryKey()
    .references(() => clinics.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});
