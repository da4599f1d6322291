import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";

import { userId } from "./references";

/** Which consent: an IV infusion, an injection or a blood test (src/config/treatment-consents.ts, decision 184). */
export const consentKind = pgEnum("consent_kind", ["iv", "injection", "blood"]);

/**
 * A customer's signed consent to one kind of treatment at one visit (issue 15, decision 184). One row per visit and
 * kind: the first signature is kept, a second one changes nothing. `version` and `locale` name exactly the words
 * signed (the texts are frozen per version in messages/<locale>/consent-forms.json); `text_sha256` is the hash of
 * those words as shown, so a PDF made later proves it reproduces them; the customer's name and the clinic's address
 * are kept as they were at signing, so the PDF prints the record as signed. `client_address` comes from the trusted
 * client-address helper (decision 075), never from a header a client sets.
 */
export const treatmentConsents = pgTable(
  "treatment_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId({ onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: consentKind("kind").notNull(),
    version: text("version").notNull(),
    locale: text("locale").notNull(),
    textSha256: text("text_sha256").notNull(),
    signedName: text("signed_name").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    clientAddress: text("client_address").notNull(),
    // What the PDF prints about the signer and the place, as they were when the consent was signed: a later change
    // of the account's name or of the clinic's address must not rewrite a signed record. Rows signed before these
    // columns existed were given the values of 2026-11-28 (migration 0028).
    customerFirstName: text("customer_first_name").notNull(),
    customerLastName: text("customer_last_name").notNull(),
    clinicName: text("clinic_name").notNull(),
    clinicStreet: text("clinic_street").notNull(),
    clinicCity: text("clinic_city").notNull(),
    clinicPostcode: text("clinic_postcode").notNull(),
  },
  (t) => [
    uniqueIndex("treatment_consents_booking_kind").on(t.bookingId, t.kind),
    index("treatment_consents_user").on(t.userId),
    check("treatment_consents_signed_name_length", sql`char_length(${t.signedName}) between 2 and 120`),
  ],
);
