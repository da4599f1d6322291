import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { coupons, mailOutbox, newsletterSubscribers } from "@/db/schema";
import { priceCheckout } from "@/server/orders/price-checkout";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { createCustomer } from "../../../tests/support/booking-fixtures";
import { confirmNewsletterSubscription } from "./confirm-newsletter-subscription";
import { subscribeToNewsletter } from "./subscribe-to-newsletter";
import { unsubscribeFromNewsletter } from "./unsubscribe-from-newsletter";

const now = new Date("2026-11-22T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const context = (at = now) => ({ locale: "fr", area: "uk", ip: `nl-${randomUUID()}`, now: at });
// Oldest first: subscribe() follows the newest confirmation link, never a row order the database happens to return.
const mails = (to: string, template: string) =>
  getDb()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt))
    .then((rows) => rows.filter((r) => r.template === template));
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

async function subscribe(email: string, at = now) {
  await subscribeToNewsletter(
    { email, name: "Claire", altcha: await solvedBotCheck("newsletter"), website: "" },
    context(at),
  );
  const confirms = await mails(email.toLowerCase(), "newsletter-confirm");
  return tokenOf((confirms.at(-1)!.props as { url: string }).url);
}

describe("newsletter with double opt-in", () => {
  it("mails a confirmation link first, and the 10% coupon (unused, 90 days) only once confirmed", async () => {
    const email = `news-${randomUUID()}@example.com`;
    const token = await subscribe(email);
    const [pending] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(pending).toMatchObject({ status: "pending", locale: "fr", couponCode: null });
    expect(await mails(email, "newsletter-coupon")).toHaveLength(0);
    expect(new URL((await mails(email, "newsletter-confirm"))[0]!.props.url as string).pathname).toBe(
      "/uk/fr/newsletter/confirm",
    );

    expect(await confirmNewsletterSubscription(token, days(1))).toBe("confirmed");
    const [confirmed] = await getDb()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(confirmed!.status).toBe("confirmed");
    const [coupon] = await getDb().select().from(coupons).where(eq(coupons.code, confirmed!.couponCode!));
    expect(coupon).toMatchObject({ kind: "newsletter", status: "unused", userId: null, expiresAt: days(91) });
    const [couponMail] = await mails(email, "newsletter-coupon");
    expect(couponMail!.props).toMatchObject({ code: coupon!.code, percent: 10, expires: "21 février 2027" });
    expect(new URL(couponMail!.props.unsubscribeUrl as string).searchParams.get("token")).toBe(
      confirmed!.unsubscribeToken,
    );
    // The link works once.
    expect(await confirmNewsletterSubscription(token, days(1))).toBe("invalid");
  });

  it("gives one coupon per address, ever: unsubscribing and subscribing again earns none", async () => {
    const email = `again-${randomUUID()}@example.com`;
    await confirmNewsletterSubscription(await subscribe(email), now);
    const [row] = await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(await unsubscribeFromNewsletter(row!.unsubscribeToken)).toBe(true);
    expect(
      (await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!.status,
    ).toBe("unsubscribed");
    expect(await confirmNewsletterSubscription(await subscribe(email, days(2)), days(2))).toBe("confirmed");
    expect(await mails(email, "newsletter-coupon")).toHaveLength(1);
    expect(await getDb().select().from(coupons).where(eq(coupons.code, row!.couponCode!))).toHaveLength(1);
  });

  it("gives the coupon to the account with that address once proven, and checkout accepts it until it expires", async () => {
    const customer = await createCustomer({ emailVerifiedAt: now, emailProvenBy: "code" });
    await confirmNewsletterSubscription(await subscribe(customer.email), now);
    const [coupon] = await getDb().select().from(coupons).where(eq(coupons.userId, customer.id));
    expect(coupon!.kind).toBe("newsletter");
    const request = {
      customerId: customer.id,
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
      couponCode: coupon!.code,
      creditCents: 0,
      paymentMethod: "clinic" as const,
      inResidence: false,
    };
    const priced = await priceCheckout(getDb(), request, { now: days(10), lock: false });
    expect(priced.problems.coupon).toBeNull();
    expect(priced.quote.offers.find((o) => o.kind === "newsletter")).toMatchObject({
      couponCode: coupon!.code,
      percent: 10,
    });
    const late = await priceCheckout(getDb(), request, { now: days(91), lock: false });
    expect(late.problems.coupon?.code).toBe("COUPON_EXPIRED");
  });

  it("refuses an expired or unknown confirmation link", async () => {
    const token = await subscribe(`late-${randomUUID()}@example.com`);
    expect(await confirmNewsletterSubscription(token, days(8))).toBe("invalid");
    expect(await confirmNewsletterSubscription("not-a-token", now)).toBe("invalid");
  });

  it("writes nothing for a bot, and refuses the sixth sign-up of one address within the hour", async () => {
    const email = `bot-${randomUUID()}@example.com`;
    await expect(subscribeToNewsletter({ email, website: "x" }, context())).rejects.toMatchObject({
      code: "BOT_CHECK",
    });
    expect(
      await getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toHaveLength(0);
    expect(await mails(email, "newsletter-confirm")).toHaveLength(0);
    for (let i = 0; i < 5; i++) await subscribe(email);
    await expect(
      subscribeToNewsletter({ email, altcha: await solvedBotCheck("newsletter") }, context()),
    ).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    expect(await mails(email, "newsletter-confirm")).toHaveLength(5);
  });
});
