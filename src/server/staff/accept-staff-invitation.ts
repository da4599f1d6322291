import "server-only";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinics, staffInvitations, users } from "@/db/schema";
import {
  firstNameField,
  lastNameField,
  linkTokenField,
  passwordTwiceFields,
  type Untrusted,
  withPasswordConfirmed,
} from "@/server/accounts/fields";
import { hashPassword } from "@/server/accounts/password";
import { clearRate, rules } from "@/server/accounts/rate-limit";
import { createSession, type NewSession } from "@/server/accounts/sessions";
import { sha256 } from "@/server/accounts/tokens";
import type { StaffRole } from "./actor";
import { recordAudit } from "./audit";
import { installStaffAccount } from "./grant-staff-access";
import { expireStaffInvitations } from "./expire-staff-invitations";
import { inviterName } from "./invite-staff";

const tokenField = linkTokenField("invitationUnknown");

export const acceptInvitationSchema = withPasswordConfirmed(
  z.object({
    token: tokenField,
    firstName: firstNameField,
    lastName: lastNameField,
    ...passwordTwiceFields,
  }),
);

/** Why a link no longer works, for the page to say it in words. */
export type InvitationClosed = "unknown" | "expired" | "revoked" | "accepted";

export interface OpenInvitation {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The clinics' names; empty for an administrator (every clinic). */
  clinics: string[];
  by: string;
  expiresAt: Date;
}

type InvitationRow = typeof staffInvitations.$inferSelect;

function closedReason(row: InvitationRow | undefined, now: Date): InvitationClosed | null {
  if (!row) return "unknown";
  if (row.status === "pending") return row.expiresAt.getTime() <= now.getTime() ? "expired" : null;
  return row.status;
}

async function byToken(token: string): Promise<InvitationRow | undefined> {
  if (!token || token.length > 128) return undefined;
  const [row] = await getDb()
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, sha256(token)));
  return row;
}

/**
 * What the acceptance page shows for a link: the invitation (who, as what, where, until when), or why it no longer
 * works. Reads only; the housekeeping records an expiry (expire-staff-invitations.ts).
 */
export async function readStaffInvitation(
  token: string,
  now: Date = new Date(),
): Promise<{ open: OpenInvitation } | { closed: InvitationClosed }> {
  const row = await byToken(token);
  const closed = closedReason(row, now);
  if (closed || !row) return { closed: closed ?? "unknown" };
  const db = getDb();
  const [names, [inviter]] = await Promise.all([
    row.clinicIds.length
      ? db
          .select({ name: clinics.name })
          .from(clinics)
          .where(inArray(clinics.id, row.clinicIds))
          .orderBy(asc(clinics.id))
      : Promise.resolve([]),
    row.invitedById
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, row.invitedById))
      : Promise.resolve([]),
  ]);
  return {
    open: {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role as StaffRole,
      clinics: names.map((c) => c.name),
      by: inviterName(inviter ?? null),
      expiresAt: row.expiresAt,
    },
  };
}

/**
 * Accept an invitation (issue 39, decision 215): the link proves the mailbox, so the account for the address (an
 * existing one, whoever registered it, or a new one) gets the password chosen here and nothing else that opened it
 * before: every session ends, sign-in codes, reset links, authenticator and recovery codes go; the address counts as
 * proven (`email_verified_at`); the role and clinics of the invitation are given; the link is spent (a second use,
 * even a concurrent one, finds it accepted). Audited as "staff.invite.accept", by the person. Returns this
 * browser's new session, which has not passed the second factor: the next step is enrolling an authenticator.
 * A link that no longer works is not an error to correct but a state to explain: `{ closed }`.
 */
export async function acceptStaffInvitation(
  input: Untrusted<typeof acceptInvitationSchema>,
  ctx: { now?: Date } = {},
): Promise<{ accepted: { session: NewSession; userId: string; email: string } } | { closed: InvitationClosed }> {
  const now = ctx.now ?? new Date();
  // A link that cannot work is answered before the password's slow hash (nothing to spend it on).
  const token = tokenField.safeParse((input as Record<string, unknown>)?.token);
  const early = closedReason(token.success ? await byToken(token.data) : undefined, now);
  if (early) {
    // Recorded once, by whoever notices first: this answer or the housekeeping.
    if (early === "expired" && token.success) await expireStaffInvitations({ now, tokenHashes: [sha256(token.data)] });
    return { closed: early };
  }
  const data = acceptInvitationSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ status: "accepted", closedAt: now })
      .where(
        and(
          eq(staffInvitations.tokenHash, sha256(data.token)),
          eq(staffInvitations.status, "pending"),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!row) return null;
    const access = { role: row.role as StaffRole, clinicIds: row.role === "admin" ? [] : row.clinicIds };
    const { userId, before } = await installStaffAccount(
      tx,
      {
        email: row.email,
        firstName: data.firstName,
        lastName: data.lastName,
        passwordHash,
        addressProven: true,
        ...access,
      },
      now,
    );
    await tx.update(staffInvitations).set({ userId }).where(eq(staffInvitations.id, row.id));
    await recordAudit(
      tx,
      { userId, role: access.role },
      {
        action: "staff.invite.accept",
        entity: "staff_invitation",
        entityId: row.id,
        clinicId: access.clinicIds[0] ?? null,
        before,
        after: { userId, email: row.email, ...access },
      },
      now,
    );
    const session = await createSession(userId, false, now, tx);
    return { session, userId, email: row.email };
  });
  if (!result) return { closed: closedReason(await byToken(data.token), now) ?? "accepted" };
  // The mailbox's owner chose a new password: a lock-out from someone else's wrong guesses no longer applies.
  await clearRate(rules.passwordAccount, result.email);
  return { accepted: result };
}
