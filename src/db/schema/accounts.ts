import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";
import { createdAt, usableOnce } from "./columns";
import { userId } from "./references";

/**
 * Database sessions (Lucia / Copenhagen book design): the cookie carries a random token, the table keeps
 * only its SHA-256 as the id, so a leaked table cannot be replayed. See docs/decisions/030.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: userId({ onDelete: "cascade" }),
    /** "Remember me": 7 days and a persistent cookie; otherwise a browser-session cookie. */
    persistent: boolean("persistent").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the session is ended by a password change elsewhere (API code 10014), kept to tell the user why. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When this session passed the staff second factor (TOTP or a recovery code); null: not a staff session (decision 131). */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** A code sent before the newest one and still live: its hash and when it expires (ISO). */
export interface EarlierLoginCode {
  hash: string;
  expiresAt: string;
}

/**
 * E-mailed 6-digit sign-in codes, stored hashed, one row per account: the newest code in `code_hash`, the codes
 * sent before it that have not expired in `earlier_codes` (a new code does not end them, decision 220). `attempts`
 * counts the tries against all of them together.
 */
export const loginCodes = pgTable("login_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  earlierCodes: jsonb("earlier_codes").$type<EarlierLoginCode[]>().notNull().default([]),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Password reset links: the token's SHA-256 is the id; valid one hour, usable once. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    userId: userId({ onDelete: "cascade" }),
    ...usableOnce(),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user").on(t.userId)],
);

/**
 * Address verification links (decision 210): the token's SHA-256 is the id; the link proves `email`, the address it
 * was mailed to, and only while the account still has that address. Valid 7 days, usable once; a new link for
 * the same account leaves older ones working until they expire (a customer may open either mail).
 */
export const emailProofLinks = pgTable(
  "email_proof_links",
  {
    id: text("id").primaryKey(),
    userId: userId({ onDelete: "cascade" }),
    email: text("email").notNull(),
    ...usableOnce(),
    createdAt: createdAt(),
  },
  (t) => [index("email_proof_links_user").on(t.userId)],
);

/**
 * Fixed-window counters shared by every app instance (docs/product/stack-and-boundaries.md): bucket names the rule
 * (e.g. "password-account"), key the subject (an e-mail or an IP address).
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
