import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Database sessions (Lucia / Copenhagen book design): the cookie carries a random token, the table keeps
 * only its SHA-256 as the id, so a leaked table cannot be replayed. See docs/decisions/030.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "Remember me": 7 days and a persistent cookie; otherwise a browser-session cookie. */
    persistent: boolean("persistent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the session is ended by a password change elsewhere (API code 10014), kept to tell the user why. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When this session passed the staff second factor (TOTP or a recovery code); null: not a staff session (decision 131). */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** E-mailed 6-digit sign-in codes, stored hashed; a new code replaces the old one. */
export const loginCodes = pgTable("login_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Password reset links: the token's SHA-256 is the id; valid one hour, usable once. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user").on(t.userId)],
);

/**
 * Fixed-window counters shared by every app instance (DESIGN 7): bucket names the rule
 * (e.g. "signin-account"), key the subject (an e-mail or an IP address).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);
