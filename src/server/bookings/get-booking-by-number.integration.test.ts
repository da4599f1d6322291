import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors/app-error";
import { getSubmittedRequest } from "@/server/requests/get-submitted-request";
import { submitSpaRequest } from "@/server/requests/submit-spa-request";
import { solvedBotCheck } from "../../../tests/support/bot-check";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { localizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { listCustomerOrders } from "@/server/orders/list-customer-orders";
import type { OutgoingMail } from "./order-mail";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { getCustomerBookingByNumber, listCustomerBookings } from "./list-customer-bookings";

const NOW = new Date("2030-01-01T12:00:00Z");

describe("the success page's look-ups", () => {
  it("finds a booking by its number only for the customer who owns it", async () => {
    const [owner, stranger] = [await createCustomer(), await createCustomer()];
    const startsAt = at("2030-01-11", "14:00", "Europe/London");
    const placed = await placeOrder(owner, visitOrder(await clinicId("london"), startsAt), {
      now: NOW,
      queueMail: async () => {},
    });
    const mine = await getCustomerBookingByNumber(owner.id, placed.bookingNumber);
    expect(mine).toMatchObject({
      number: placed.bookingNumber,
      status: "confirmed",
      clinic: { name: "Aurum Clinic London", timeZone: "Europe/London" },
    });
    expect(mine!.startsAt.toISOString()).toBe(startsAt.toISOString());
    expect(await getCustomerBookingByNumber(stranger.id, placed.bookingNumber)).toBeNull();
    expect(await getCustomerBookingByNumber(owner.id, "BK-ZZZZZZZZ")).toBeNull();
    expect(await getCustomerBookingByNumber(owner.id, "' or 1=1 --")).toBeNull();
  });

  it("after checkout, the booking, its order, its programme and its mail name treatments, add-ons and clinics in the customer's language", async () => {
    const owner = await createCustomer();
    const mails: OutgoingMail[] = [];
    const placed = await placeOrder(
      owner,
      {
        clinicId: await clinicId("london"),
        startsAt: at("2030-01-14", "11:00", "Europe/London"),
        lines: [
          { code: "GPI", optionCode: "GPI-B12", quantity: 1 },
          { code: "NADEP", optionCode: null, quantity: 1 },
        ],
        paymentMethod: "clinic",
        acceptTerms: true,
        holderKey: holderKey(),
        locale: "ar",
      },
      { now: NOW, queueMail: async (_tx, mail) => void mails.push(mail) },
    );
    const ar = localizedCatalogue("ar");
    const ja = localizedCatalogue("ja");
    const english = ["Glutathione Push", "Vitamin B12", "Executive High Flyer Plus Programme", "Aurum Clinic London"];
    const booking = (await getCustomerBookingByNumber(owner.id, placed.bookingNumber, "ar"))!;
    expect(booking.clinic.name).toBe(ar.clinicName("london", "∅"));
    expect(booking.clinic.city).toBe(ar.clinicCity("london", "∅"));
    expect(booking.treatments.map((x) => x.title).sort()).toEqual(
      [`${ar.itemName("GPI", "∅")} · ${ar.optionName("GPI-B12", "∅")}`, ar.itemName("NADEP", "∅")].sort(),
    );
    const { upcoming } = await listCustomerBookings(owner.id, NOW, "ja");
    expect(upcoming[0]!.treatments.map((x) => x.title)).toContain(ja.itemName("NADEP", "∅"));
    const [order] = await listCustomerOrders(owner.id, "ja");
    expect(order!.lines.map((l) => l.title)).toContain(`${ja.itemName("GPI", "∅")} · ${ja.optionName("GPI-B12", "∅")}`);
    const [programme] = await listCustomerProgrammes(owner.id, NOW, "ar");
    expect(programme).toMatchObject({
      title: ar.itemName("NADEP", "∅"),
      clinic: { name: ar.clinicName("london", "∅") },
    });
    const [mail] = mails;
    const shown = JSON.stringify([booking, upcoming[0], order, programme, mail!.props, mail!.text]);
    // Stored English shows in no language but English.
    for (const name of english) expect(shown).not.toContain(name);
    // Orders keep English as stored; English readers still see it.
    expect(
      (await getCustomerBookingByNumber(owner.id, placed.bookingNumber))!.treatments.map((x) => x.title),
    ).toContain("Glutathione Push · Vitamin B12");
  });

  it("never takes an order (nor a card) for a request-only item: FNAD and the partner spa go through a request", async () => {
    const customer = await createCustomer();
    for (const code of ["FNAD", "INTUISSE_60"]) {
      const error = await placeOrder(
        customer,
        {
          clinicId: await clinicId("london"),
          startsAt: at("2030-01-12", "10:00", "Europe/London"),
          lines: [{ code, optionCode: null, quantity: 1 }],
          paymentMethod: "card",
          acceptTerms: true,
          holderKey: holderKey(),
          locale: "en",
          cardNumber: "4242 4242 4242 4242",
          cardExpiry: "12/34",
          cardCvc: "123",
        } as never,
        { now: NOW, queueMail: async () => {} },
      ).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("PRODUCT_UNAVAILABLE");
    }
  });

  it("shows a spa request only with the receipt its sender was given", async () => {
    const sent = await submitSpaRequest(
      {
        item: "INTUISSE_60",
        title: "Ms",
        fullName: "Lena Fischer",
        email: `lena-${crypto.randomUUID()}@example.com`,
        phone: "+44 20 7946 0001",
        clinic: "london",
        preferredDate: "2030-02-03",
        message: "",
        altcha: await solvedBotCheck("spa", { now: NOW }),
      },
      { locale: "en", area: "uk", now: NOW, ip: `ip-${crypto.randomUUID()}` },
    );
    const found = await getSubmittedRequest(sent.id, sent.receipt);
    expect(found).toMatchObject({
      id: sent.id,
      kind: "spa",
      desk: "concierge",
      clinicSlug: "london",
      preferredDate: "2030-02-03",
      item: { code: "INTUISSE_60", requestOnly: true },
    });
    expect(await getSubmittedRequest(sent.id, undefined)).toBeNull();
    expect(await getSubmittedRequest(sent.id, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getSubmittedRequest(sent.id + 1, sent.receipt)).toBeNull();
  });
});
