import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { env } from "@/config/env";
import { defaultArea, isArea } from "@/config/site";
import { getDb } from "@/db/client";
import { emailProofLinks, users } from "@/db/schema";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { Tx } from "@/db/client";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { consumeRate, type RateRule } from "./rate-limit";
import { generateToken, sha256 } from "./tokens";

/** How long a verification link works (decision 210): long enough for a customer who reads mail weekly. */
export const ADDRESS_PROOF_DAYS = 7;

/** "Send the link again" per account: a few mails an hour, so the button cannot mail-bomb an address (decision 210). */
export const addressProofMailRule: RateRule = { bucket: "address-proof-mail", limit: 3, windowMs: 60 * 60_000 };

/** The confirmation page in the customer's area and language, with the link's secret. */
export function addressProofUrl(area: string, locale: string, token: string): string {
  const path = pathFor(isArea(area) ? area : defaultArea, isLocale(locale) ? locale : defaultLocale, "confirm-address");
  return `${new URL(path, env().SITE_URL).toString()}?token=${encodeURIComponent(token)}`;
}

/** A new single-use link that proves `email` for this account; only its SHA-256 is kept. Returns the secret. */
export async function issueAddressProofLink(
  tx: Tx,
  input: { userId: string; email: string; now: Date },
): Promise<string> {
  const token = generateToken();
  await tx.insert(emailProofLinks).values({
    id: sha256(token),
    userId: input.userId,
    email: input.email.trim().toLowerCase(),
    expiresAt: new Date(input.now.getTime() + ADDRESS_PROOF_DAYS * 86_400_000),
    createdAt: input.now,
  });
  return token;
}

export type ResendResult = "sent" | "already";

/**
 * "Send the link again" from the account's notice: a fresh link to the account's address, counted against
 * `addressProofMailRule` first (RATE_LIMITED beyond it). An address already proven gets no mail.
 */
export async function resendAddressProof(
  userId: string,
  ctx: { area: string; locale: string; now?: Date },
): Promise<ResendResult> {
  const now = ctx.now ?? new Date();
  const [user] = await getDb()
    .select({ email: users.email, firstName: users.firstName, provenAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user || user.provenAt) return "already";
  await consumeRate(addressProofMailRule, userId, now);
  await getDb().transaction(async (tx) => {
    const token = await issueAddressProofLink(tx, { userId, email: user.email, now });
    await enqueueMail(tx, {
      to: user.email,
      locale: ctx.locale,
      template: "address-proof",
      props: { firstName: user.firstName, url: addressProofUrl(ctx.area, ctx.locale, token), days: ADDRESS_PROOF_DAYS },
    });
  });
  return "sent";
}
