import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import {
  type Untrusted,
  checkbox,
  emailField,
  firstNameField,
  lastNameField,
  mobileFields,
  passwordTwiceFields,
  titleField,
  titles,
  toE164,
  whenValid,
  withPasswordConfirmed,
} from "./fields";
import { isSingleLineText } from "@/shared/input/plain-text";
import { hashPassword } from "./password";
import { addressProofUrl, issueAddressProofLink } from "./send-address-proof";
import { defaultArea } from "@/config/site";
import { createSession, type NewSession } from "./sessions";
import { generateReferralCode } from "./tokens";

export const registerSchema = withPasswordConfirmed(
  z
    .object({
      title: titleField,
      firstName: firstNameField,
      lastName: lastNameField,
      email: emailField,
      confirmEmail: z.string("emailRequired").max(254, "emailMismatch").trim(),
      ...mobileFields(),
      ...passwordTwiceFields,
      acceptTerms: checkbox.refine((accepted) => accepted, "termsRequired"),
      referralCode: z
        .string()
        .max(64, "referralUnknown")
        .refine(isSingleLineText, "referralUnknown")
        .trim()
        .toUpperCase()
        .max(32, "referralUnknown")
        .optional()
        .transform((value) => value || undefined),
      remember: checkbox,
    })
    .refine((v) => v.email === v.confirmEmail.toLowerCase(), {
      path: ["confirmEmail"],
      message: "emailMismatch",
      when: whenValid("email", "confirmEmail"),
    }),
).refine((v) => toE164(v.countryCode, v.mobile) !== null, {
  path: ["mobile"],
  message: "phoneInvalid",
  when: whenValid("mobile"),
});

export interface RegisterContext {
  locale: string;
  /** Absolute URL of the account page in the visitor's area and language, for the welcome mail. */
  accountUrl: string;
  /** The visitor's area, for the address verification link (defaults to the default area). */
  area?: string;
  now?: Date;
}

/** The register page's account: the confirmations checked, then createCustomerAccount. */
export async function registerUser(
  input: Untrusted<typeof registerSchema>,
  ctx: RegisterContext,
): Promise<{ userId: string; session: NewSession }> {
  const data = registerSchema.parse(input);
  return createCustomerAccount({ ...data, mobile: toE164(data.countryCode, data.mobile)! }, ctx);
}

/** A checked new customer: the mobile already E.164; no password signs in by e-mail code only. */
export interface NewCustomerAccount {
  title: (typeof titles)[number] | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string | null;
  referralCode?: string;
  remember: boolean;
}

/**
 * Create a customer account, sign it in and queue the welcome mail with the link that proves the address, all in
 * one transaction (the register page and checkout's new customer both end here). The account books and pays at
 * once; until the address is proven nothing sent to it by others is linked to the account (decision 210). A
 * referral code links them to the friend who invited them (their welcome offer comes with the proof, decision 212).
 */
export async function createCustomerAccount(
  data: NewCustomerAccount,
  ctx: RegisterContext,
): Promise<{ userId: string; session: NewSession }> {
  const now = ctx.now ?? new Date();
  const passwordHash = data.password === null ? null : await hashPassword(data.password);
  const mobile = data.mobile;

  return getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, data.email), isNull(users.deletedAt)));
    if (existing) throw new AppError("EMAIL_TAKEN", {}, { email: "emailTaken" });

    let referredById: string | null = null;
    if (data.referralCode) {
      const [referrer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.referralCode, data.referralCode), isNull(users.deletedAt)));
      if (!referrer) throw new AppError("VALIDATION", {}, { referralCode: "referralUnknown" });
      referredById = referrer.id;
    }

    const [user] = await tx
      .insert(users)
      .values({
        email: data.email,
        title: data.title,
        firstName: data.firstName,
        lastName: data.lastName,
        mobile,
        passwordHash,
        locale: ctx.locale,
        referralCode: generateReferralCode(),
        referredById,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id, referralCode: users.referralCode });
    if (!user) throw new AppError("INTERNAL");

    // The friend's welcome offer (docs/product/booking-and-pricing-rules.md) waits for the address to be proven (decision 212): markAddressProven.

    const session = await createSession(user.id, data.remember, now, tx);
    // The welcome mail carries the link that proves the address (decision 210); the account works before it.
    const proofToken = await issueAddressProofLink(tx, { userId: user.id, email: data.email, now });
    await enqueueMail(tx, {
      to: data.email,
      locale: ctx.locale,
      template: "welcome",
      props: {
        firstName: data.firstName,
        accountUrl: ctx.accountUrl,
        referralCode: user.referralCode,
        proofUrl: addressProofUrl(ctx.area ?? defaultArea, ctx.locale, proofToken),
      },
    });
    return { userId: user.id, session };
  });
}
