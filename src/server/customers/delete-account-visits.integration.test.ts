import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, mailOutbox, users } from "@/db/schema";
import { placeOrder } from "@/server/orders/place-order";
import { payOrderByCard } from "@/server/orders/pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { renderMail } from "@/server/mail/render-mail";
import { formatMoney } from "@/i18n/format-money";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { bookedChairSlots, visitOrder } from "../../../tests/support/order-fixtures";
import { deleteAccount } from "./delete-account";
import { hashPassword } from "@/server/accounts/password";
import { visitsEndedByDeletion } from "./visits-ended-by-deletion";

const NOW = new Date("2038-03-01T12:00:00Z");
const PASSWORD = "Amber-quay-5521";
const card = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };
const seeded = seededClinicIds("LONDON", "NEW_YORK");

/** A customer with a visit paid online by card in New York and a pay-in-clinic programme in London, both to come. */
async function customerWithVisits() {
  const customer = await createCustomer({ passwordHash: await hashPassword(PASSWORD) });
  const paid = await placeOrder(
    customer,
    visitOrder(seeded.NEW_YORK, at("2038-03-09", "11:00", "America/New_York"), {
      lines: [{ code: "JLIV", quantity: 1 }],
      paymentMethod: "card",
    }),
    { now: NOW },
  );
  await payOrderByCard(customer.id, paid.orderId, createSandboxProvider(), card);
  const clinic = await placeOrder(
    customer,
    visitOrder(seeded.LONDON, at("2038-03-10", "15:00", "Europe/London"), { lines: [{ code: "NADEP", quantity: 1 }] }),
    { now: NOW },
  );
  return { customer, paid, clinic };
}

/** The customer deletes their account, the visits to come agreed cancelled as listed to them in `visitsShown`. */
const deleteCancelling = (customerId: string, visitsShown: string) =>
  deleteAccount(customerId, { password: PASSWORD, confirm: "on", cancelVisits: "on", visitsShown }, NOW);
/** The customer's bookings, each with its status. */
const bookingsOf = (userId: string) =>
  getDb().select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.userId, userId));
/** The account-deleted mail sent to this address. */
const accountDeletedMailTo = async (email: string) =>
  (
    await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, "account-deleted")))
  )[0];

describe("deleting an account with visits to come (decision 221)", () => {
  it("lists each visit with what happens to its order's money: the card refunded, nothing owed when nothing was paid", async () => {
    const { customer, paid, clinic } = await customerWithVisits();
    const visits = await visitsEndedByDeletion(customer.id, NOW);
    expect(visits.map((v) => [v.number, v.orderNumber, v.outcome])).toEqual([
      [
        paid.bookingNumber,
        paid.orderNumber,
        expect.objectContaining({ kind: "refund", cardCents: 269_10, last4: "4242" }),
      ],
      [clinic.bookingNumber, clinic.orderNumber, { kind: "nothing_paid" }],
    ]);
  });

  it("asks once more: without the box ticked, or when the visits changed since the page, nothing is cancelled", async () => {
    const { customer, paid, clinic } = await customerWithVisits();
    const shown = [paid.bookingNumber, clinic.bookingNumber].join(",");
    await expect(
      deleteAccount(customer.id, { password: PASSWORD, confirm: "on", visitsShown: shown }, NOW),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { cancelVisits: "deleteVisitsRequired" } });
    await expect(deleteCancelling(customer.id, paid.bookingNumber)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { cancelVisits: "deleteVisitsChanged" },
    });
    const own = await bookingsOf(customer.id);
    expect(own.map((b) => b.status).sort()).toEqual(["confirmed", "confirmed"]);
  });

  it("cancels the visits (kept as cancelled, chairs freed) and mails the customer and each clinic what happens to the money", async () => {
    const { customer, paid, clinic } = await customerWithVisits();
    await deleteCancelling(customer.id, `${clinic.bookingNumber},${paid.bookingNumber}`);
    const own = await bookingsOf(customer.id);
    expect(own.map((b) => b.status)).toEqual(["cancelled", "cancelled"]);
    const booked = await bookedChairSlots(own.map((b) => b.id));
    expect(booked).toHaveLength(0);

    const mails = await getDb()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.template, ["account-deleted", "visits-cancelled-by-deletion"]));
    const toCustomer = mails.filter((m) => m.to === customer.email);
    expect(toCustomer.map((m) => m.template)).toEqual(["account-deleted"]);
    const customerMail = await renderMail("account-deleted", "en", toCustomer[0]!.props as never);
    expect(customerMail.text).toContain("Your 2 upcoming visits are cancelled");
    expect(customerMail.text).toContain(paid.bookingNumber);
    expect(customerMail.text).toMatch(
      new RegExp(
        `Order ${paid.orderNumber}: the \\$269.10 you paid is refunded to your card ending 4242 within 5 working days`,
      ),
    );
    expect(customerMail.text).toContain(`Order ${clinic.orderNumber}: nothing was paid, so nothing is owed.`);

    const toClinics = mails.filter(
      (m) =>
        m.template === "visits-cancelled-by-deletion" &&
        (m.props as { visits: string[] }).visits.some(
          (v) => v.includes(paid.bookingNumber) || v.includes(clinic.bookingNumber),
        ),
    );
    expect(toClinics.map((m) => m.to).sort()).toEqual(["london@aurumclinic.com", "newyork@aurumclinic.com"].sort());
    const newYork = toClinics.find((m) => (m.props as { visits: string[] }).visits[0]!.includes(paid.bookingNumber))!;
    const desk = await renderMail("visits-cancelled-by-deletion", "en", newYork.props as never);
    expect(desk.subject).toBe("A visit is cancelled: the customer deleted their account");
    expect(desk.text).toContain(`Order ${paid.orderNumber}: refund $269.10 to the card ending 4242`);
    expect(desk.text).not.toContain(customer.email);
  });

  it("in Arabic, the customer's mail isolates the booking number and the amounts", async () => {
    const { customer, paid, clinic } = await customerWithVisits();
    await getDb().update(users).set({ locale: "ar" }).where(eq(users.id, customer.id));
    await deleteCancelling(customer.id, `${paid.bookingNumber},${clinic.bookingNumber}`);
    const mail = await accountDeletedMailTo(customer.email);
    expect(mail!.locale).toBe("ar");
    const rendered = await renderMail("account-deleted", "ar", mail!.props as never);
    expect(rendered.subject).toBe("تم حذف حسابك في \u2066Aurum Clinic\u2069");
    expect(rendered.text).toContain(`\u2066${paid.bookingNumber}\u2069`);
  });

  it("names the clinic credit left in each currency, which ends with the account (decision 272)", async () => {
    const customer = await createCustomer({
      passwordHash: await hashPassword(PASSWORD),
      credit: { GBP: 25_00, ZAR: 900_00 },
    });
    await deleteAccount(customer.id, { password: PASSWORD, confirm: "on", visitsShown: "" }, NOW);
    const mail = await accountDeletedMailTo(customer.email);
    const rendered = await renderMail("account-deleted", "en", mail!.props as never);
    expect(rendered.text).toContain(`Your unused clinic credit of ${formatMoney(25_00, "GBP", "en")} ends with`);
    expect(rendered.text).toContain(`Your unused clinic credit of ${formatMoney(900_00, "ZAR", "en")} ends with`);
  });
});
