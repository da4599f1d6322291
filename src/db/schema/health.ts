import { boolean, index, pgEnum, pgTable, text, timestamp, uuid, jsonb, primaryKey } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";

import { userId } from "./references";

/**
 * A customer's health questionnaire (issue 15, decision 181). The answers and the flags they raised are
 * special-category data: only their AES-256-GCM box is stored (`sealed`), never plaintext. Valid 12 months.
 */
export const healthQuestionnaires = pgTable(
  "health_questionnaires",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId({ onDelete: "cascade" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    /** { k, iv, tag, ct } of { answers, details, other, flags } (src/server/health/sealed-box.ts). */
    sealed: jsonb("sealed").$type<{ k: string; iv: string; tag: string; ct: string }>().notNull(),
  },
  (t) => [index("health_questionnaires_user").on(t.userId, t.answeredAt)],
);

/**
 * Where a visit stands with the clinicians: `clear` (no rule raised a flag), `review_needed`, `approved` or
 * `contact` (a clinician will call the customer first). No row: nothing to review, or the questionnaire is due.
 * Which flags were raised stays inside the sealed questionnaire.
 */
export const healthReviewStatus = pgEnum("health_review_status", ["clear", "review_needed", "approved", "contact"]);

export const bookingHealthReviews = pgTable(
  "booking_health_reviews",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    questionnaireId: uuid("questionnaire_id")
      .notNull()
      .references(() => healthQuestionnaires.id, { onDelete: "cascade" }),
    status: healthReviewStatus("status").notNull(),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The clinician's note with the decision: clinical content, so sealed like the answers (decision 181). */
    note: jsonb("note").$type<{ k: string; iv: string; tag: string; ct: string }>(),
  },
  (t) => [primaryKey({ columns: [t.bookingId] }), index("booking_health_reviews_status").on(t.status)],
);

/** Staff who may read health answers and review them (a clinician flag on top of their role). */
export const staffClinicians = pgTable("staff_clinicians", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  active: boolean("active").notNull().default(true),
  registration: text("registration"),
});
