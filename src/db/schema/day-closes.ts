import { date, jsonb, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

import { clinicId } from "./references";

/**
 * A clinic's day closed by a manager (the cash-up, decision 235): from then on, recording or changing a
 * payment dated that day (clinic time) needs a manager. `totals` is what the day close showed when it was
 * closed, so a later change by a manager shows as a difference.
 */
export const dayCloses = pgTable(
  "day_closes",
  {
    clinicId: clinicId({ onDelete: "cascade" }),
    /** The clinic's calendar day, YYYY-MM-DD in its own time zone. */
    day: date("day", { mode: "string" }).notNull(),
    closedById: uuid("closed_by_id").references(() => users.id),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    totals: jsonb("totals")
      .$type<{ method: string; currency: string; count: number; amountCents: number }[]>()
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.day] })],
);
