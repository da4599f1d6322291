import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, mailOutbox, orders, payments, users } from "@/db/schema";
import { validateSessionToken } from "@/server/accounts/sessions";
import { payOrderByCard } from "./pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { at, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { checkoutAsNewCustomer } from "./checkout-as-new-customer";
import { placeOrder } from "./place-order";
import { codeOf, errorOf } from "../../../tests/support/app-errors";

const NOW = new Date("2034-02-01T12:00:00Z");
const provider = createSandboxProvider();
const seeded = seededClinicIds("LONDON");
let day = 0;

/** What checkout's one submit sends: the new customer's fields, the order's and the card's, as form strings. */
async function submission(over: Record<string, unknown> = {}) {
  day += 1;
  return {
    title: "Ms",
    firstName: "Ada",
    lastName: "Lovelace",
    email: `new-${randomUUID()}@example.com`,
    countryCode: "+44",
    mobile: "7700 900123",
    signInBy: "password",
    password: "Tranquil-harbour-42",
    clinicId: String(seeded.LONDON),
    startsAt: at(`2034-02-${String(4 + day).padStart(2, "0")}`, "11:00", "Europe/London").toISOString(),
    lines: JSON.stringify([{ code: "JLIV", optionCode: null, quantity: 1 }]),
    paymentMethod: "card",
    acceptTerms: "true",
    locale: "en",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/38",
    cardCvc: "123",
    altcha: await solvedBotCheck("checkout", { now: NOW }),
    website: "",
    ...over,
  };
}
const deps = () => ({
  locale: "en",
  accountUrl: "http://localhost/uk/en/account/settings",
  now: NOW,
  provider,
  holderKey: holderKey(),
});
const accountOf = async (email: string) => (await getDb().select().from(users).where(eq(users.email, email)))[0];

describe("checkout's new customer: account, order and payment from one submit", () => {
  it("creates the account signed in, places the order and charges the card", async () => {
    const input = await submission();
    const result = await checkoutAsNewCustomer(input, deps());
    expect(result.orderError).toBeUndefined();
    expect(result.order).toMatchObject({ status: "paid", bookingNumber: expect.stringMatching(/^BK-/) });

    const user = await accountOf(input.email);
    expect(user).toMatchObject({ title: "Ms", firstName: "Ada", lastName: "Lovelace", mobile: "+447700900123" });
    expect(user!.passwordHash).toBeTruthy();
    expect((await validateSessionToken(result.session.token, NOW)).status).toBe("valid");

    const [order] = await getDb().select().from(orders).where(eq(orders.id, result.order!.orderId));
    expect(order).toMatchObject({ userId: user!.id, status: "paid", offerKind: "new_customer" });
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, order!.id));
    expect(booking!.status).toBe("confirmed");
    const mails = await getDb()
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, input.email));
    expect(mails.map((m) => m.template).sort()).toEqual(["booking-confirmation", "welcome"]);
  });

  it("names every field problem at once (account, terms, card) and writes nothing; the same ALTCHA solution then still works", async () => {
    const input = await submission({
      title: "",
      email: "ada@",
      mobile: "12",
      password: "short",
      acceptTerms: "",
      cardExpiry: "13/40",
    });
    const error = await errorOf(checkoutAsNewCustomer(input, deps()));
    expect(error.code).toBe("VALIDATION");
    // The title is optional (decision 222): leaving it out is no problem.
    expect(error.fields).toEqual({
      email: "emailInvalid",
      mobile: "phoneInvalid",
      password: "passwordLength",
      acceptTerms: "booking.checkout.acceptTerms",
      cardExpiry: "booking.checkout.card.invalidExpiry",
    });
    expect(await accountOf(input.email)).toBeUndefined();

    const fixed = {
      ...input,
      title: "Ms",
      email: `fixed-${randomUUID()}@example.com`,
      mobile: "7700 900123",
      password: "Tranquil-harbour-42",
      acceptTerms: "on",
      cardExpiry: "12/38",
    };
    const result = await checkoutAsNewCustomer(fixed, deps());
    expect(result.order?.status).toBe("paid");
  });

  it("asks for no password when the customer signs in by e-mail code instead, and for one otherwise", async () => {
    const withoutPassword = await submission({ password: "", paymentMethod: "clinic" });
    expect((await errorOf(checkoutAsNewCustomer(withoutPassword, deps()))).fields).toEqual({
      password: "passwordRequired",
    });

    const byCode = await submission({ signInBy: "code", password: "", paymentMethod: "clinic" });
    const result = await checkoutAsNewCustomer(byCode, deps());
    expect(result.order?.status).toBe("confirmed");
    expect((await accountOf(byCode.email))!.passwordHash).toBeNull();
  });

  it("refuses a bot (honeypot filled, or no solution) before writing anything", async () => {
    for (const over of [{ website: "https://spam.example" }, { altcha: "" }]) {
      const input = await submission(over);
      expect(await codeOf(checkoutAsNewCustomer(input, deps()))).toBe("BOT_CHECK");
      expect(await accountOf(input.email)).toBeUndefined();
    }
  });

  it("refuses an e-mail that already has an account, writing no second one", async () => {
    const first = await submission({ paymentMethod: "clinic" });
    await checkoutAsNewCustomer(first, deps());
    const again = await submission({ email: first.email, paymentMethod: "clinic" });
    const error = await errorOf(checkoutAsNewCustomer(again, deps()));
    expect(error).toMatchObject({ code: "EMAIL_TAKEN", fields: { email: "emailTaken" } });
    expect(await getDb().select().from(users).where(eq(users.email, first.email))).toHaveLength(1);
  });

  it("keeps the account signed in when the card is declined, and the customer retries the order", async () => {
    const input = await submission({ cardNumber: "4000 0000 0000 0002" });
    const holder = holderKey();
    const result = await checkoutAsNewCustomer(input, { ...deps(), holderKey: holder });
    expect(result.order).toBeUndefined();
    expect(result.orderError).toMatchObject({ code: "PAYMENT_DECLINED" });
    const user = await accountOf(input.email);
    expect(user).toBeDefined();
    expect((await validateSessionToken(result.session.token, NOW)).status).toBe("valid");
    // Nothing is booked or charged for the declined attempt.
    const declined = await getDb().select().from(orders).where(eq(orders.userId, user!.id));
    expect(declined.every((o) => o.status !== "paid")).toBe(true);
    expect(await getDb().select().from(bookings).where(eq(bookings.userId, user!.id))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ status: "confirmed" })]),
    );

    // The retry goes through the signed-in customer's checkout, with another card; the same time is free again.
    const placed = await placeOrder(
      { id: user!.id },
      {
        clinicId: seeded.LONDON,
        startsAt: new Date(input.startsAt),
        lines: [{ code: "JLIV", quantity: 1 }],
        paymentMethod: "card",
        acceptTerms: true,
        holderKey: holder,
      },
      { now: NOW },
    );
    const paid = await payOrderByCard(user!.id, placed.orderId, provider, {
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2038,
      cvc: "123",
    });
    expect(paid.status).toBe("paid");
    const charges = await getDb().select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(charges.filter((p) => p.state === "succeeded")).toHaveLength(1);
  });
});
