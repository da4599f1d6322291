import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { locales } from "@/i18n/locales";
import {
  checkMobile,
  emailField,
  firstNameField,
  lastNameField,
  mobileFields,
  titleField,
  toE164,
} from "@/server/accounts/fields";
import { generateReferralCode } from "@/server/accounts/tokens";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";

/** The account form's own field rules (fields.ts), without a password: the desk never sets one. */
export const createPhoneCustomerSchema = z
  .object({
    clinicId: clinicIdField,
    title: titleField.optional().or(z.literal("").transform(() => undefined)),
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    ...mobileFields(),
    locale: z.enum(locales).default("en"),
  })
  .superRefine(checkMobile);

/**
 * Create a customer on the phone, for one of the actor's clinics (decision 139): no password is set, so
 * the customer later signs in with an e-mailed code or chooses a password with "forgot password". An
 * address that already has an account answers EMAIL_TAKEN (search for them instead). Audited as
 * "customer.create" with the clinic, which is what lets that clinic's reception find them before any booking.
 */
export async function createPhoneCustomer(
  actor: StaffActor,
  raw: Untrusted<typeof createPhoneCustomerSchema>,
  deps: { now?: Date } = {},
): Promise<{ customerId: string }> {
  assertRole(actor, "reception");
  const input = createPhoneCustomerSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
    if (existing) throw new AppError("EMAIL_TAKEN", {}, { email: "emailTaken" });
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        title: input.title ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: toE164(input.countryCode, input.mobile)!,
        passwordHash: null,
        locale: input.locale,
        referralCode: generateReferralCode(),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await recordAudit(
      tx,
      actor,
      {
        action: "customer.create",
        entity: "customer",
        entityId: user!.id,
        clinicId: input.clinicId,
        before: null,
        after: { firstName: input.firstName, lastName: input.lastName, email: input.email, locale: input.locale },
      },
      now,
    );
    return { customerId: user!.id };
  });
}
