import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the parallel takes below race for real on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

const cookieJar = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookieJar.token ? { value: cookieJar.token } : undefined) }),
  headers: async () => new Headers(),
}));

import { getDb } from "@/db/client";
import { auditLog, coupons, requests, users } from "@/db/schema";
import { createSession } from "@/server/accounts/sessions";
import { resendBookingConfirmation } from "@/server/bookings/resend-booking-confirmation";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { placeOrder } from "@/server/orders/place-order";
import { withStaff } from "@/server/staff/current-staff";
import { at, createCustomer, createGiftCard, creditOf, currencyOf } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { customerWithVisit, visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { adjustCustomerCredit } from "./adjust-customer-credit";
import { createPhoneCustomer } from "./create-phone-customer";
import { getCustomerProfile } from "./get-customer-profile";
import { issueCustomerCoupon } from "./issue-customer-coupon";
import { searchCustomers, CUSTOMER_SEARCH_LIMIT } from "./search-customers";
import { setMemberPrice } from "./set-member-price";
import { codeOf } from "../../../tests/support/app-errors";

// Dates in 2041 keep these chairs apart from every other test file sharing the database.
const NOW = new Date("2041-04-01T08:00:00Z");
const seeded = seededClinicIds("LONDON", "CAPE_TOWN");

/** Places orders at NOW without mailing anyone. */
const quiet = { now: NOW, queueMail: async () => {} };

/** A customer with a treatment booked (pay in the clinic) at `clinic` on `day` at 10:00 clinic time. */
async function customerBookedAt(
  slug: "london" | "cape-town",
  day: string,
  over: Parameters<typeof createCustomer>[0] = {},
) {
  const zone = slug === "london" ? "Europe/London" : "Africa/Johannesburg";
  return customerWithVisit(slug === "london" ? seeded.LONDON : seeded.CAPE_TOWN, at(day, "10:00", zone), quiet, {
    newCustomer: over,
  });
}

const auditRows = (entityId: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));

describe("finding customers at the desk", () => {
  it("finds by name, e-mail, phone, booking and order number, only among the clinic's customers", async () => {
    const tag = randomUUID().slice(0, 6);
    const { customer, placed } = await customerBookedAt("london", "2041-04-10", {
      firstName: `Ada${tag}`,
      lastName: `Lovelace${tag}`,
      mobile: `+4477009${tag.replace(/\D/g, "").padEnd(5, "1").slice(0, 5)}`,
    });
    const [row] = await getDb().select({ mobile: users.mobile }).from(users).where(eq(users.id, customer.id));
    const london = await createStaff("reception", ["london"]);
    const capeTown = await createStaff("reception", ["cape-town"]);
    const admin = await createStaff("admin");

    for (const q of [
      `ada${tag}`,
      `Ada${tag} Love`,
      `lovelace${tag}`,
      customer.email.slice(0, 14),
      customer.email,
      placed.bookingNumber.toLowerCase(),
      placed.orderNumber,
      row!.mobile!,
      `0${row!.mobile!.slice(3)}`,
    ]) {
      const found = await searchCustomers(london, { q });
      expect(
        found.map((c) => c.id),
        q,
      ).toContain(customer.id);
      expect(await searchCustomers(capeTown, { q }), q).toEqual([]);
    }
    expect((await searchCustomers(admin, { q: placed.bookingNumber })).map((c) => c.id)).toEqual([customer.id]);
    // LIKE's characters are literal: "%" finds nobody rather than everybody
    expect(await searchCustomers(admin, { q: "%%" })).toEqual([]);
    await expect(searchCustomers(london, { q: "a" })).rejects.toMatchObject({
      issues: [{ message: "searchTooShort" }],
    });
  });

  it("lists at most the limit, and never staff or deleted accounts", async () => {
    const tag = `Zed${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < CUSTOMER_SEARCH_LIMIT + 3; i++) await createCustomer({ lastName: `${tag} ${i}` });
    await createCustomer({ lastName: `${tag} gone`, deletedAt: NOW });
    const admin = await createStaff("admin");
    const found = await searchCustomers(admin, { q: tag });
    expect(found).toHaveLength(CUSTOMER_SEARCH_LIMIT);
    expect(found.some((c) => c.lastName.endsWith("gone"))).toBe(false);
    expect(await searchCustomers(admin, { q: admin.email })).toEqual([]);
  });
});

describe("a customer's profile", () => {
  it("shows reception only their clinic's bookings and orders, and gift cards without codes", async () => {
    const { customer, placed } = await customerBookedAt("london", "2041-04-11");
    await placeOrder(customer, visitOrder(seeded.CAPE_TOWN, at("2041-04-12", "10:00", "Africa/Johannesburg")), quiet);
    const card = await createGiftCard(5000);
    await getDb()
      .update((await import("@/db/schema")).giftCards)
      .set({ holderId: customer.id })
      .where(eq((await import("@/db/schema")).giftCards.id, card.id));
    await getDb().insert(requests).values({
      kind: "contact",
      fullName: "Test",
      email: customer.email.toUpperCase(),
      phone: "+44 20 7946 0000",
      clinicSlug: "london",
      message: "Parking?",
      locale: "en",
      area: "uk",
    });

    const london = await createStaff("reception", ["london"]);
    // A request sent under the address is the customer's only once the address is proven (decision 210).
    expect((await getCustomerProfile(london, customer.id, NOW)).requests).toEqual([]);
    await getDb().update(users).set({ emailVerifiedAt: NOW, emailProvenBy: "code" }).where(eq(users.id, customer.id));
    const profile = await getCustomerProfile(london, customer.id, NOW);
    expect(profile.upcoming.map((b) => b.number)).toEqual([placed.bookingNumber]);
    expect(profile.orders.map((o) => o.number)).toEqual([placed.orderNumber]);
    expect(profile.giftCards).toHaveLength(1);
    expect(JSON.stringify(profile)).not.toContain(card.code);
    expect(JSON.stringify(profile)).not.toContain(card.number);
    expect(profile.requests.map((r) => r.message)).toEqual(["Parking?"]);

    const admin = await createStaff("admin");
    expect((await getCustomerProfile(admin, customer.id, NOW)).upcoming).toHaveLength(2);
  });

  it("answers NOT_FOUND to reception of another clinic, and for a malformed id", async () => {
    const { customer } = await customerBookedAt("london", "2041-04-13");
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(await codeOf(getCustomerProfile(capeTown, customer.id, NOW))).toBe("NOT_FOUND");
    expect(await codeOf(getCustomerProfile(capeTown, "x' or 1=1 --", NOW))).toBe("NOT_FOUND");
  });
});

describe("clinic credit", () => {
  it("grants and takes with a reason, audited before and after, never below zero", async () => {
    const { customer } = await customerBookedAt("london", "2041-04-14");
    const reception = await createStaff("reception", ["london"]);
    expect(
      await adjustCustomerCredit(
        reception,
        {
          customerId: customer.id,
          currency: "USD",
          direction: "grant",
          amount: "25.50",
          reason: "Goodwill: the treatment started late",
        },
        { now: NOW },
      ),
    ).toEqual({ currency: "USD", beforeCents: 0, afterCents: 2550 });
    expect(
      await codeOf(
        adjustCustomerCredit(reception, {
          customerId: customer.id,
          currency: "USD",
          direction: "take",
          amount: "30",
          reason: "Correction",
        }),
      ),
    ).toBe("CREDIT_CHECK");
    const missingReason = await adjustCustomerCredit(reception, {
      customerId: customer.id,
      currency: "USD",
      direction: "take",
      amount: "5",
      reason: "  ",
    }).catch((e: unknown) => e);
    expect((missingReason as { issues: { message: string }[] }).issues[0]!.message).toBe("reasonRequired");
    const rows = await auditRows(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "customer.credit_grant",
      actorId: reception.userId,
      before: { currency: "USD", creditCents: 0 },
      after: { currency: "USD", creditCents: 2550 },
      reason: "Goodwill: the treatment started late",
    });
  });

  it("20 parallel takes of 10 from 100 leave exactly 0: ten succeed, ten are refused", async () => {
    const { customer } = await customerBookedAt("london", "2041-04-15", { credit: { USD: 10_000 } });
    const reception = await createStaff("reception", ["london"]);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        adjustCustomerCredit(reception, {
          customerId: customer.id,
          currency: "USD",
          direction: "take",
          amount: "10",
          reason: "Parallel take",
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(
      results
        .filter((r) => r.status === "rejected")
        .every((r) => (r as PromiseRejectedResult).reason.code === "CREDIT_CHECK"),
    ).toBe(true);
    expect(await creditOf(customer.id, "USD")).toBe(0);
    expect(await auditRows(customer.id)).toHaveLength(10);
  });

  it("refuses reception of another clinic as NOT_FOUND and changes nothing", async () => {
    const { customer } = await customerBookedAt("london", "2041-04-16", { credit: { USD: 500 } });
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(
      await codeOf(
        adjustCustomerCredit(capeTown, {
          customerId: customer.id,
          currency: "USD",
          direction: "take",
          amount: "5",
          reason: "Not mine",
        }),
      ),
    ).toBe("NOT_FOUND");
    expect(await creditOf(customer.id, "USD")).toBe(500);
  });

  it("grants and takes in ZAR without touching the USD credit, audited with the currency; the profile lists each", async () => {
    const { customer } = await customerBookedAt("cape-town", "2041-04-17", { credit: { USD: 40_00 } });
    const reception = await createStaff("reception", ["cape-town"]);
    const grant = { customerId: customer.id, currency: "ZAR", direction: "grant", reason: "Goodwill in Cape Town" };
    expect(await adjustCustomerCredit(reception, { ...grant, amount: "900" }, { now: NOW })).toEqual({
      currency: "ZAR",
      beforeCents: 0,
      afterCents: 900_00,
    });
    // More than the ZAR credit, less than the USD one: refused, nothing taken from either.
    const take = { customerId: customer.id, currency: "ZAR", direction: "take", reason: "Correction" };
    expect(await codeOf(adjustCustomerCredit(reception, { ...take, amount: "901" }))).toBe("CREDIT_CHECK");
    expect(await adjustCustomerCredit(reception, { ...take, amount: "100" }, { now: NOW })).toEqual({
      currency: "ZAR",
      beforeCents: 900_00,
      afterCents: 800_00,
    });
    expect([await creditOf(customer.id, "ZAR"), await creditOf(customer.id, "USD")]).toEqual([800_00, 40_00]);
    expect((await auditRows(customer.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ["customer.credit_grant", { currency: "ZAR", creditCents: 0 }, { currency: "ZAR", creditCents: 900_00 }],
      ["customer.credit_take", { currency: "ZAR", creditCents: 900_00 }, { currency: "ZAR", creditCents: 800_00 }],
    ]);
    const profile = await getCustomerProfile(reception, customer.id, NOW);
    expect(profile.credits).toEqual([
      { currency: "USD", balanceCents: 40_00 },
      { currency: "ZAR", balanceCents: 800_00 },
    ]);
    // The form starts on the staff member's clinic's currency.
    expect(profile.creditCurrency).toBe(await currencyOf(seeded.CAPE_TOWN));
    // A currency no clinic charges in is refused by the form's schema.
    const unknown = await adjustCustomerCredit(reception, { ...grant, currency: "EUR", amount: "5" }).catch(
      (e: unknown) => e,
    );
    expect((unknown as { issues: { message: string }[] }).issues[0]!.message).toBe("currencyRequired");
  });
});

describe("member price, coupons and mails", () => {
  it("sets and removes the member price, audited", async () => {
    const { customer } = await customerBookedAt("london", "2041-04-17");
    const reception = await createStaff("reception", ["london"]);
    await setMemberPrice(
      reception,
      { customerId: customer.id, isFree: "on", reason: "Joined the membership" },
      { now: NOW },
    );
    await setMemberPrice(
      reception,
      { customerId: customer.id, isFree: "off", reason: "Membership ended" },
      { now: NOW },
    );
    const rows = await auditRows(customer.id);
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ isFree: false }, { isFree: true }],
      [{ isFree: true }, { isFree: false }],
    ]);
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(await codeOf(setMemberPrice(capeTown, { customerId: customer.id, isFree: "on", reason: "Not mine" }))).toBe(
      "NOT_FOUND",
    );
  });

  it("issues a coupon for the customer only, audited without repeating it as a secret", async () => {
    const { customer } = await customerBookedAt("london", "2041-04-18");
    const reception = await createStaff("reception", ["london"]);
    const issued = await issueCustomerCoupon(
      reception,
      { customerId: customer.id, kind: "referral", reason: "Apology for the wait" },
      { now: NOW },
    );
    expect(issued.percentOff).toBe(25);
    const [coupon] = await getDb().select().from(coupons).where(eq(coupons.code, issued.code));
    expect(coupon).toMatchObject({ userId: customer.id, status: "unused", kind: "referral" });
    const [row] = await auditRows(customer.id);
    expect(row).toMatchObject({ action: "customer.coupon_issue", reason: "Apology for the wait" });
    expect(JSON.stringify(row!.after)).not.toContain(issued.code);
  });

  it("resends a booking's confirmation to the customer, only at the actor's clinics", async () => {
    const { customer, placed } = await customerBookedAt("london", "2041-04-19");
    const [booking] = await getDb()
      .select()
      .from((await import("@/db/schema")).bookings)
      .where(eq((await import("@/db/schema")).bookings.number, placed.bookingNumber));
    const mails: OutgoingMail[] = [];
    const reception = await createStaff("reception", ["london"]);
    await resendBookingConfirmation(
      reception,
      { bookingId: booking!.id },
      { now: NOW, queueMail: async (_tx, mail) => void mails.push(mail) },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: customer.email, template: "booking-confirmation" });
    expect(mails[0]!.subject).toContain(placed.bookingNumber);
    expect(mails[0]!.text).toContain(placed.orderNumber);
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(
      await codeOf(
        resendBookingConfirmation(
          capeTown,
          { bookingId: booking!.id },
          { queueMail: async (_tx, mail) => void mails.push(mail) },
        ),
      ),
    ).toBe("NOT_FOUND");
    expect(mails).toHaveLength(1);
  });
});

describe("a customer of no clinic yet", () => {
  it("registered online without a visit: every clinic's reception finds them, until their first booking elsewhere", async () => {
    const customer = await createCustomer({ lastName: `Online${randomUUID().slice(0, 6)}` });
    const london = await createStaff("reception", ["london"]);
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect((await searchCustomers(capeTown, { q: customer.email })).map((c) => c.id)).toEqual([customer.id]);
    await placeOrder(customer, visitOrder(seeded.LONDON, at("2041-04-20", "10:00", "Europe/London")), quiet);
    expect(await searchCustomers(capeTown, { q: customer.email })).toEqual([]);
    expect((await searchCustomers(london, { q: customer.email })).map((c) => c.id)).toEqual([customer.id]);
  });
});

describe("a customer created on the phone", () => {
  it("has no password, is found by that clinic's reception only, and an address in use is refused", async () => {
    const email = `phone-${randomUUID().slice(0, 8)}@example.com`;
    const london = await createStaff("reception", ["london"]);
    const { customerId } = await createPhoneCustomer(
      london,
      {
        clinicId: String(seeded.LONDON),
        firstName: "Grace",
        lastName: "Hopper",
        email,
        countryCode: "+44",
        mobile: "07700 900456",
        locale: "de",
      },
      { now: NOW },
    );
    const [row] = await getDb().select().from(users).where(eq(users.id, customerId));
    expect(row).toMatchObject({ passwordHash: null, mobile: "+447700900456", locale: "de", role: "customer" });
    expect((await searchCustomers(london, { q: email })).map((c) => c.id)).toEqual([customerId]);
    expect(await searchCustomers(await createStaff("reception", ["cape-town"]), { q: email })).toEqual([]);
    expect(
      (
        await getDb()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, customerId), eq(auditLog.action, "customer.create")))
      )[0],
    ).toMatchObject({ clinicId: seeded.LONDON });

    expect(
      await codeOf(
        createPhoneCustomer(london, {
          clinicId: String(seeded.LONDON),
          firstName: "G",
          lastName: "H",
          email: email.toUpperCase(),
          countryCode: "+44",
          mobile: "07700 900457",
        }),
      ),
    ).toBe("EMAIL_TAKEN");
    // reception creates customers only for their own clinics
    expect(
      await codeOf(
        createPhoneCustomer(london, {
          clinicId: String(seeded.CAPE_TOWN),
          firstName: "G",
          lastName: "H",
          email: `x-${email}`,
          countryCode: "+27",
          mobile: "082 555 0101",
        }),
      ),
    ).toBe("NOT_FOUND");
  });
});

describe("who may call these at all", () => {
  it("a signed-in customer's session is refused (FORBIDDEN), a signed-out one UNAUTHENTICATED, before the use case runs", async () => {
    const customer = await createCustomer();
    const run = vi.fn(async () => "ran");
    const guarded = withStaff(run, { role: "reception" });
    cookieJar.token = undefined;
    expect(await codeOf(guarded())).toBe("UNAUTHENTICATED");
    cookieJar.token = (await createSession(customer.id, false, new Date())).token;
    expect(await codeOf(guarded())).toBe("FORBIDDEN");
    expect(run).not.toHaveBeenCalled();
    // and a forged actor with the customer role is refused by every use case's own role check
    const forged = {
      userId: customer.id,
      email: customer.email,
      firstName: "T",
      lastName: "C",
      role: "customer" as never,
      clinicIds: "all" as const,
    };
    expect(await codeOf(searchCustomers(forged, { q: "anyone" }))).toBe("FORBIDDEN");
    expect(
      await codeOf(
        adjustCustomerCredit(forged, {
          customerId: customer.id,
          direction: "grant",
          amount: "100",
          reason: "Free money",
        }),
      ),
    ).toBe("FORBIDDEN");
  });
});
