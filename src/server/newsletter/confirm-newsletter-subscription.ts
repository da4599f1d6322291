import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { coupons, newsletterSubscribers, users } from "@/db/schema";
import { localeTags, isLocale, defaultLocale } from "@/i18n/locales";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { offerPercent } from "@/server/pricing/price-order";
import { newReference } from "@/server/pricing/references";
import { hashToken, newsletterUrl } from "./newsletter-links";

/** docs/product/booking-and-pricing-rules.md: the newsletter coupon, 10% off, unused, valid 90 days. */
export const NEWSLETTER_COUPON_DAYS = 90;

export type ConfirmResult = "confirmed" | "already" | "invalid";

/**
 * Follow the confirmation link: the subscription becomes confirmed and, the first time ever for the
 * address, a 10% newsletter coupon is created and mailed (set once on the subscriber row, so a
 * re-subscription never earns another). The coupon belongs to the account with that address when
 * there is one that proved the address (it then shows in My Voucher); otherwise anyone with the code may use it.
 */
export async function confirmNewsletterSubscription(token: string, now: Date): Promise<ConfirmResult> {
  if (!token || token.length > 100) return "invalid";
  return getDb().transaction(async (tx) => {
    const [subscriber] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
      .for("update");
    if (!subscriber || !subscriber.confirmExpiresAt || subscriber.confirmExpiresAt <= now) return "invalid";
    if (subscriber.status === "confirmed") return "already";
    await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.email, subscriber.email));
    if (subscriber.couponCode) return "confirmed";

    const code = newReference("CP");
    const claimed = await tx
      .update(newsletterSubscribers)
      .set({ couponCode: code })
      .where(and(eq(newsletterSubscribers.email, subscriber.email), isNull(newsletterSubscribers.couponCode)))
      .returning({ email: newsletterSubscribers.email });
    if (claimed.length === 0) return "confirmed";
    // Only an account that proved the address owns it (decision 210); otherwise the code is anyone's who has it.
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, subscriber.email), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    const expiresAt = new Date(now.getTime() + NEWSLETTER_COUPON_DAYS * 86_400_000);
    await tx
      .insert(coupons)
      .values({ code, kind: "newsletter", userId: account?.id ?? null, expiresAt, createdAt: now });
    const locale = isLocale(subscriber.locale) ? subscriber.locale : defaultLocale;
    await enqueueMail(tx, {
      to: subscriber.email,
      locale,
      template: "newsletter-coupon",
      props: {
        name: subscriber.name,
        code,
        percent: offerPercent.newsletter,
        expires: new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeZone: "UTC" }).format(expiresAt),
        unsubscribeUrl: newsletterUrl(subscriber.area, locale, "unsubscribe", subscriber.unsubscribeToken),
      },
    });
    return "confirmed";
  });
}
