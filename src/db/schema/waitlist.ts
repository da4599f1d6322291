import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { clinicId, userId } from "./references";

/** The part of a clinic day a customer waits for: the time list's day parts (decision 183). */
export const waitlistWindow = pgEnum("waitlist_window", ["morning", "afternoon", "evening"]);

/**
 * waiting: in line; offered: a freed time is held for them (`hold_slot_id`) until `offer_expires_at`. Ended:
 * accepted (they took the offer to checkout), lapsed (the offer ran out; the next in line is offered), left (they
 * left the list), expired (nothing in the window can be booked any more), booked (they booked a visit in the window
 * some other way).
 */
export const waitlistState = pgEnum("waitlist_state", [
  "waiting",
  "offered",
  "accepted",
  "lapsed",
  "left",
  "expired",
  "booked",
]);

/** One basket line as the entry keeps it, to put back in the basket when the offer is taken. */
export interface WaitlistLine {
  code: string;
  optionCode: string | null;
  quantity: number;
}

/**
 * A signed-in customer waiting for a time at a clinic on a clinic-local day, in one window (decision 183). The
 * waitlist worker offers freed times first in line (`joined_at`), holding the chair in `chair_slots` (holder
 * `waitlist-<id>`), so availability, holds and checkout keep one place for chair occupancy.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId({ onDelete: "cascade" }),
    clinicId: clinicId(),
    /** The clinic-local day, "YYYY-MM-DD". */
    day: date("day", { mode: "string" }).notNull(),
    window: waitlistWindow("time_window").notNull(),
    /** The basket's duration when they joined: what a freed time must fit. */
    durationMinutes: integer("duration_minutes").notNull(),
    lines: jsonb("lines").$type<WaitlistLine[]>().notNull(),
    /** The language of the offer mail. */
    locale: text("locale").notNull(),
    state: waitlistState("state").notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    offerStartsAt: timestamp("offer_starts_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** The chair_slots row holding the offered time (no foreign key: released slots are purged). */
    holdSlotId: uuid("hold_slot_id"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    // One active entry per customer, clinic, day and window: a second join (or 100 at once) finds the first.
    uniqueIndex("waitlist_entries_active")
      .on(t.userId, t.clinicId, t.day, t.window)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    index("waitlist_entries_line").on(t.clinicId, t.day, t.state, t.joinedAt),
    index("waitlist_entries_user").on(t.userId, t.state),
    index("waitlist_entries_offer_expiry").on(t.state, t.offerExpiresAt),
    check("waitlist_entries_duration", sql`${t.durationMinutes} between 5 and 720`),
  ],
);
