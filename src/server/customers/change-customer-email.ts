import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { defaultArea } from "@/config/site";
import { getDb } from "@/db/client";
import { loginCodes, passwordResets, users } from "@/db/schema";
import { emailField } from "@/server/accounts/fields";
import { ADDRESS_PROOF_DAYS, addressProofUrl, issueAddressProofLink } from "@/server/accounts/send-address-proof";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { reasonField } from "@/server/staff/staff-override";
import { assertCustomerVisible } from "@/server/staff/customer-scope";

export const changeCustomerEmailSchema = z.object({
  customerId: z.string().min(1),
  email: emailField,
  reason: reasonField,
});

/**
 * The desk changes a customer's e-mail address (the customer asked on the phone or at the counter), with a reason,
 * audited. The new address is not proven by staff typing it (decision 213): the account's proof is reset, a
 * verification link goes to the new address, and until it is followed nothing sent to that address by others is
 * linked to the account (decision 210). Codes and reset links mailed to the old address stop working. Staff
 * accounts are not changed here (their address comes with an invitation, decision 215).
 */
export async function changeCustomerEmail(
  actor: StaffActor,
  raw: z.input<typeof changeCustomerEmailSchema>,
  deps: { now?: Date } = {},
): Promise<{ email: string }> {
  assertRole(actor, "reception");
  const input = changeCustomerEmailSchema.parse(raw);
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const [before] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale, role: users.role })
      .from(users)
      .where(and(eq(users.id, input.customerId), isNull(users.deletedAt)))
      .for("update");
    if (!before || before.role !== "customer") throw new AppError("NOT_FOUND");
    if (before.email === input.email) return { email: input.email };
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), isNull(users.deletedAt), ne(users.id, input.customerId)));
    if (taken) throw new AppError("EMAIL_TAKEN", {}, { email: "emailTaken" });

    await tx
      .update(users)
      .set({ email: input.email, emailVerifiedAt: null, emailProvenBy: null, updatedAt: now })
      .where(eq(users.id, input.customerId));
    await tx.delete(loginCodes).where(eq(loginCodes.userId, input.customerId));
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, input.customerId), isNull(passwordResets.usedAt)));
    const token = await issueAddressProofLink(tx, { userId: input.customerId, email: input.email, now });
    await enqueueMail(tx, {
      to: input.email,
      locale: before.locale,
      template: "address-proof",
      props: {
        firstName: before.firstName,
        url: addressProofUrl(defaultArea, before.locale, token),
        days: ADDRESS_PROOF_DAYS,
      },
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "customer.email",
        entity: "customer",
        entityId: input.customerId,
        before: { email: before.email },
        after: { email: input.email, proven: false },
        reason: input.reason,
      },
      now,
    );
    return { email: input.email };
  });
}
