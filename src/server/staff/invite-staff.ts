import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { brand } from "@/config/site";
import { clinics, staffInvitations } from "@/db/schema";
import type { Tx } from "@/db/client";
import { generateToken, sha256 } from "@/server/accounts/tokens";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import type { StaffActor, StaffRole } from "./actor";
import { recordAudit } from "./audit";
import type { StaffAccess } from "./grant-staff-access";

/**
 * How long an invitation's link works (decision 215): three days, so one sent on a Friday afternoon still works on
 * Monday morning; after that it expires (audited) and can be sent again from the team page.
 */
export const INVITATION_HOURS = 72;

export interface Invitee extends StaffAccess {
  email: string;
  firstName: string;
  lastName: string;
}

export interface InvitationSent {
  invitationId: string;
  email: string;
  /** The acceptance page with this invitation's token: mailed, and printed by `npm run staff:add`. */
  link: string;
  expiresAt: Date;
}

/** Who sent it, as the mail and the page say it: a person, or the clinic group (the command line). */
export function inviterName(actor: Pick<StaffActor, "firstName" | "lastName"> | null): string {
  return actor ? `${actor.firstName} ${actor.lastName}`.trim() : brand.name;
}

/** The role in a sentence ("has invited you as reception"), in the mail and on the invitation's page. */
export const roleWords: Record<StaffRole, string> = {
  reception: "reception",
  manager: "a clinic manager",
  admin: "an administrator",
};

const andList = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** "Aurum Clinic London and Aurum Clinic Cape Town". */
export function clinicList(names: string[]): string {
  return andList.format(names);
}

/** "Aurum Clinic London and Aurum Clinic Cape Town"; null for an administrator (every clinic). */
async function clinicWords(tx: Tx, access: StaffAccess): Promise<string | null> {
  if (access.role === "admin" || access.clinicIds.length === 0) return null;
  const rows = await tx
    .select({ name: clinics.name })
    .from(clinics)
    .where(inArray(clinics.id, access.clinicIds))
    .orderBy(asc(clinics.id));
  return rows.length ? clinicList(rows.map((r) => r.name)) : null;
}

/** A new link for an invitation: the token (mailed, never stored), its SHA-256 (stored) and when it stops working. */
export function newInvitationToken(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = generateToken();
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3_600_000) };
}

/**
 * Put an invitation's link in the outbox: who invited them (`actor`; null: the command line), the role and the
 * clinics, the link and how long it works. The outbox drops the props (and so the token) once the mail is delivered
 * (decision 091).
 */
export async function mailInvitation(
  tx: Tx,
  invitation: { id: string } & Invitee,
  actor: StaffActor | null,
  link: { token: string; expiresAt: Date; acceptUrl: string },
): Promise<InvitationSent> {
  const url = `${link.acceptUrl}?token=${link.token}`;
  await enqueueMail(tx, {
    to: invitation.email,
    locale: "en",
    template: "staff-invitation",
    props: {
      firstName: invitation.firstName,
      by: inviterName(actor),
      role: roleWords[invitation.role],
      clinics: await clinicWords(tx, invitation),
      url,
      hours: INVITATION_HOURS,
    },
  });
  return { invitationId: invitation.id, email: invitation.email, link: url, expiresAt: link.expiresAt };
}

/**
 * Close this address's pending invitation, if any, before a new one: one whose time ran out is recorded as expired
 * (it was, whether or not the housekeeping got there first); a live one is refused ("alreadyInvited": send it again
 * or revoke it) unless `replace` (the command line, which prints a new link) revokes it.
 */
async function closePending(tx: Tx, actor: StaffActor | null, email: string, replace: boolean, now: Date) {
  const [pending] = await tx
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, email), eq(staffInvitations.status, "pending")))
    .for("update");
  if (!pending) return;
  const expired = pending.expiresAt.getTime() <= now.getTime();
  if (!expired && !replace) throw new AppError("CONFLICT", {}, { email: "alreadyInvited" });
  await tx
    .update(staffInvitations)
    .set({ status: expired ? "expired" : "revoked", closedAt: now })
    .where(eq(staffInvitations.id, pending.id));
  await recordAudit(
    tx,
    expired ? null : actor,
    {
      action: expired ? "staff.invite.expire" : "staff.invite.revoke",
      entity: "staff_invitation",
      entityId: pending.id,
      clinicId: pending.clinicIds[0] ?? null,
      before: { status: "pending" },
      after: { status: expired ? "expired" : "revoked", email: pending.email },
      reason: expired ? null : "replaced by a new invitation",
    },
    now,
  );
}

/**
 * Invite someone to the back office (issue 39, decision 215). Nothing about an account that may already use this
 * address changes here: no role, no clinics, no password kept or set. The person gets a mail naming who invited
 * them, the role and the clinics, with a link that works once for INVITATION_HOURS; accepting it
 * (accept-staff-invitation.ts) sets a new password and gives the access. Audited as "staff.invite". The caller
 * checks who may give this access (the team page: staff-permissions.ts; the command line: whoever has the server).
 */
export async function inviteStaff(
  tx: Tx,
  actor: StaffActor | null,
  invitee: Invitee,
  ctx: { acceptUrl: string; now: Date; replace?: boolean },
): Promise<InvitationSent> {
  const email = invitee.email.trim().toLowerCase();
  await closePending(tx, actor, email, ctx.replace ?? false, ctx.now);
  const clinicIds = invitee.role === "admin" ? [] : [...new Set(invitee.clinicIds)].sort((a, b) => a - b);
  const { token, tokenHash, expiresAt } = newInvitationToken(ctx.now);
  const [row] = await tx
    .insert(staffInvitations)
    .values({
      email,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      role: invitee.role,
      clinicIds,
      tokenHash,
      invitedById: actor?.userId ?? null,
      expiresAt,
      sentAt: ctx.now,
      createdAt: ctx.now,
    })
    .returning({ id: staffInvitations.id });
  const sent = await mailInvitation(tx, { ...invitee, email, clinicIds, id: row!.id }, actor, {
    token,
    expiresAt,
    acceptUrl: ctx.acceptUrl,
  });
  await recordAudit(
    tx,
    actor,
    {
      action: "staff.invite",
      entity: "staff_invitation",
      entityId: sent.invitationId,
      clinicId: clinicIds[0] ?? null,
      before: null,
      after: {
        email,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        role: invitee.role,
        clinicIds,
        expiresAt: sent.expiresAt.toISOString(),
      },
    },
    ctx.now,
  );
  return sent;
}
