import { timestamp } from "drizzle-orm/pg-core";

/** Every instant in the schema is a `timestamp with time zone` (stored in UTC, shown in a clinic's zone). */
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row last changed: now when it is written; the code that changes it sets it again. */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();

/** A stretch of time: from `starts_at` to `ends_at`. */
export const timeRange = () => ({
  startsAt: instant("starts_at").notNull(),
  endsAt: instant("ends_at").notNull(),
});

/** A secret link's life: valid until `expires_at`, usable once (`used_at` stays null until it is used). */
export const usableOnce = () => ({
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
});
