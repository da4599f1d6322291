import "server-only";
import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import {
  bookings,
  chairSlots,
  giftCards,
  loginCodes,
  mailOutbox,
  passwordResets,
  programmeSessions,
  programmes,
  rateLimits,
  sessions,
  users,
} from "@/db/schema";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import { checkbox, type Untrusted } from "@/server/accounts/fields";
import { verifyPassword } from "@/server/accounts/password";
import { consumeRate, rules } from "@/server/accounts/rate-limit";
import { planReminders } from "@/server/bookings/plan-reminders";
import { forgetHealthData } from "@/server/health/health-review";
import { forgetWaitlist } from "@/server/waitlist/forget-waitlist";
import { forgetConsents } from "@/server/consents/consent-status";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { deletionMails } from "./deletion-mails";
import { creditBalances } from "@/server/wallet/credit";
import { refundGiftCardsOfEndedOrders, visitsEndedByDeletion } from "./visits-ended-by-deletion";

export const deleteAccountSchema = z.object({
  /** The current password: a session left open on a shared computer is not enough to delete the account. */
  password: z.string("oldPasswordRequired").min(1, "oldPasswordRequired").max(256, "oldPasswordRequired"),
  confirm: checkbox.refine((yes) => yes, "deleteConfirmRequired"),
  /** Ticked: the customer agrees to cancel the visits still to come they were shown (decision 221). */
  cancelVisits: checkbox,
  /** The numbers of those visits, comma separated, as the page listed them: other visits to come are asked again. */
  visitsShown: z.string().max(4000).optional(),
});

/**
 * Delete an account, after the current password is checked (counted first against the account's sign-in limit,
 * decision 070): personal data is removed or anonymized, the row stays (orders and bookings reference it
 * and are kept for accounting), every session ends. The address becomes free for a new registration.
 * Future visits are cancelled and their chairs freed at once (the 72-hour rule is for changes the customer
 * makes and keeps; nobody will come to these), their programme sessions and programmes are cancelled, their
 * waitlist entries are deleted (a time held for one is freed), and gift cards the account held are let go. Requests
 * and gift cards are never matched by address here (decision 211): an unproven address may be someone else's.
 */
export async function deleteAccount(
  userId: string,
  input: Untrusted<typeof deleteAccountSchema>,
  now: Date = new Date(),
): Promise<void> {
  const data = deleteAccountSchema.parse(input);
  const [owner] = await getDb()
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return;
  await consumeRate(rules.passwordConfirm, userId, now);
  if (!owner.passwordHash || !(await verifyPassword(owner.passwordHash, data.password))) {
    throw new AppError("WRONG_PASSWORD", {}, { password: "oldPasswordWrong" });
  }
  const shown = new Set(
    (data.visitsShown ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean),
  );
  await getDb().transaction(async (tx) => {
    const [user] = await tx
      .select({
        email: users.email,
        provenAt: users.emailVerifiedAt,
        firstName: users.firstName,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    // The visits this deletion cancels must be the ones the customer saw and agreed to (decision 221).
    const visits = await visitsEndedByDeletion(userId, now, tx);
    if (visits.length !== shown.size || visits.some((v) => !shown.has(v.number)))
      throw new AppError("VALIDATION", {}, { cancelVisits: "deleteVisitsChanged" });
    if (visits.length > 0 && !data.cancelVisits)
      throw new AppError("VALIDATION", {}, { cancelVisits: "deleteVisitsRequired" });
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        title: null,
        firstName: "Deleted",
        lastName: "Account",
        mobile: null,
        postcode: null,
        street: null,
        passwordHash: null,
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await cancelFutureVisits(tx, userId, now);
    await refundGiftCardsOfEndedOrders(tx, visits);
    // The row stays (anonymized), so no cascade: waitlist entries go here, and a time offered to them is freed.
    await forgetWaitlist(tx, userId);
    // Only what is linked to the account by its id (decision 211): a request or gift card that merely carries the
    // address was perhaps sent by or to someone else, and is theirs.
    await tx.update(giftCards).set({ holderId: null }).where(eq(giftCards.holderId, userId));
    // Ended, not deleted: an app still holding a token is told "signed out elsewhere" (10014) until the
    // retention job removes revoked sessions; the rows hold no personal data (a token hash and times).
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await forgetHealthData(tx, userId);
    await forgetConsents(tx, userId);
    await tx.delete(loginCodes).where(eq(loginCodes.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(rateLimits).where(eq(rateLimits.key, user.email));
    // Mails already written to them carry their name: drop the copies we keep, when the address was theirs (proven);
    // otherwise they may be another person's mails still waiting to be delivered.
    if (user.provenAt) await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    // Then the last ones: the customer's record of what was cancelled and refunded, and each clinic's list.
    const credits = await creditBalances(tx, userId);
    for (const mail of await deletionMails({
      to: user.email,
      locale: user.locale,
      firstName: user.firstName,
      visits,
      credits,
    }))
      await enqueueMail(tx, mail);
  });
}

/** Cancel the account's visits still to come, free their chairs, and close their programmes. */
async function cancelFutureVisits(tx: Tx, userId: string, now: Date): Promise<void> {
  const future = await tx
    .update(bookings)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ["confirmed", "awaiting_payment"]),
        gt(bookings.startsAt, now),
      ),
    )
    .returning({ id: bookings.id });
  const ids = future.map((b) => b.id);
  await planReminders(tx, ids, now);
  if (ids.length) {
    await tx
      .update(chairSlots)
      .set({ state: "cancelled" })
      .where(and(inArray(chairSlots.bookingId, ids), eq(chairSlots.state, "booked")));
  }
  const owned = tx.select({ id: programmes.id }).from(programmes).where(eq(programmes.userId, userId));
  await tx
    .update(programmeSessions)
    .set({ status: "cancelled", bookingId: null, startsAt: null })
    .where(
      and(
        inArray(programmeSessions.programmeId, owned),
        inArray(programmeSessions.status, ["to_book", "booked"]),
        ids.length
          ? or(isNull(programmeSessions.bookingId), inArray(programmeSessions.bookingId, ids))
          : isNull(programmeSessions.bookingId),
      ),
    );
  await tx
    .update(programmes)
    .set({ status: "cancelled" })
    .where(and(eq(programmes.userId, userId), eq(programmes.status, "active")));
}
