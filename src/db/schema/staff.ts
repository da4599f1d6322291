import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userRole, users } from "./users";
import { createdAt, usableOnce } from "./columns";
import { clinicId, userId } from "./references";

/**
 * The clinics a member of staff works at (issue 10). Reception sees and changes only these clinics;
 * a manager manages these clinics; an admin needs no rows here (every clinic).
 */
export const staffClinics = pgTable(
  "staff_clinics",
  {
    userId: userId({ onDelete: "cascade" }),
    clinicId: clinicId({ onDelete: "cascade" }),
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
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per member of staff, stored as SHA-256 (they are random, 50 bits each). */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: userId({ onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_user").on(t.userId)],
);

/**
 * An invitation to the back office (issue 39, decision 215). Adding staff never touches an existing account: the
 * role, clinics and a new password are given only when someone with the mailbox opens the link and accepts, so an
 * account registered in advance under that address keeps no password and no session. One pending invitation per
 * address; the link's token is kept as its SHA-256 and changes when the invitation is sent again.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased, as users.email. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: userRole("role").notNull(),
    /** The clinics the person will work at (none for an administrator). */
    clinicIds: integer("clinic_ids").array().notNull().default([]),
    tokenHash: text("token_hash").notNull().unique(),
    /** pending → accepted | revoked | expired; an expired or revoked one may be sent again (pending once more). */
    status: text("status", { enum: ["pending", "accepted", "revoked", "expired"] })
      .notNull()
      .default("pending"),
    /** Null: the command line (`npm run staff:add`). */
    invitedById: uuid("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The account that accepted it. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invitations_pending_email")
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index("staff_invitations_status_expiry").on(t.status, t.expiresAt),
    check("staff_invitations_role_is_staff", sql`${t.role} <> 'customer'`),
    check("staff_invitations_status_known", sql`${t.status} in ('pending', 'accepted', 'revoked', 'expired')`),
  ],
);

/**
 * The one-time link a fresh install prints to create its first administrator (issue 41, decision 216): kept as the
 * token's SHA-256, valid for a limited time and from this machine only; each start replaces the previous one.
 */
export const firstAdminLinks = pgTable("first_admin_links", {
  id: text("id").primaryKey(),
  ...usableOnce(),
  /** The administrator it created. */
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
