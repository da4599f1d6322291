import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { clinics } from "./clinics";
import { users } from "./users";

/**
 * The clinics a member of staff works at (issue 10). Reception sees and changes only these clinics;
 * a manager manages these clinics; an admin needs no rows here (every clinic).
 */
export const staffClinics = pgTable(
  "staff_clinics",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: integer("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clinicId] })],
);

/**
 * Every staff action: who, when, what, before and after, and why. Rows are only ever inserted
 * (no code path updates or deletes them); the back office shows them filtered, never editable.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id),
    actorRole: text("actor_role").notNull(),
    /** The clinic the action concerns, when it concerns one (filters and clinic-scoped reading). */
    clinicId: integer("clinic_id"),
    /** A dotted verb, e.g. "booking.check_in", "order.payment", "catalogue.price". */
    action: text("action").notNull(),
    /** What was acted on: a table-like noun and its id. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    reason: text("reason"),
  },
  (t) => [
    index("audit_log_at").on(t.at),
    index("audit_log_entity").on(t.entity, t.entityId),
    index("audit_log_actor").on(t.actorId, t.at),
  ],
);

/**
 * A member of staff's TOTP secret (RFC 6238, decision 131). `confirmedAt` is null while enrolment waits for
 * the first right code; `lastUsedStep` is the newest 30-second step accepted, so a code is never used twice.
 */
export const staffTotp = pgTable("staff_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32, as the authenticator app holds it (a verifier needs the secret itself; it never leaves the server after enrolment). */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Ten one-time recovery codes per member of staff, stored as SHA-256 (they are random, 50 bits each). */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_recovery_codes_user").on(t.userId)],
);
