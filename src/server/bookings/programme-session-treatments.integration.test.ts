/**
 * Issue 41: a programme's later sessions listed every line of the order that bought the programme ("1 × Anti-Fatigue
 * IV Infusion, 1 × NAD+ …") under each session, in My Bookings and on the desk's customer page. A later session names
 * only its programme and which session it is.
 */
import { describe, expect, it } from "vitest";
import { placeOrder } from "@/server/orders/place-order";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import { listCustomerBookings } from "./list-customer-bookings";

const BOUGHT = new Date("2035-03-01T12:00:00Z");

describe("a programme session's visit in the customer's bookings", () => {
  it("the first visit lists the whole order; a later session only its programme, with its number", async () => {
    const london = await clinicId("london");
    const customer = await createCustomer();
    await placeOrder(
      customer,
      {
        clinicId: london,
        startsAt: at("2035-03-08", "10:00", "Europe/London"),
        lines: [
          { code: "NADEP", quantity: 1 },
          { code: "AFI", quantity: 1 },
        ],
        paymentMethod: "clinic",
        acceptTerms: true,
        holderKey: holderKey(),
      },
      { now: BOUGHT },
    );
    const [programme] = await listCustomerProgrammes(customer.id, BOUGHT);
    const second = await applySessionTime(
      customer,
      {
        sessionId: programme!.sessions[1]!.id,
        startsAt: at("2035-03-15", "10:00", "Europe/London"),
        holderKey: holderKey(),
      },
      { now: BOUGHT, queueMail: async () => {} },
    );

    const { upcoming } = await listCustomerBookings(customer.id, BOUGHT, "en");
    expect(upcoming).toHaveLength(2);
    const [first, later] = upcoming;
    expect(first!.treatments.map((t) => t.code).sort()).toEqual(["AFI", "NADEP"]);
    expect(first!.session).toEqual({ number: 1, count: 5 });
    expect(later!.number).toBe(second.bookingNumber);
    expect(later!.treatments).toEqual([{ title: programme!.title, quantity: 1, code: "NADEP", optionCode: null }]);
    expect(later!.session).toEqual({ number: 2, count: 5 });

    // In another language the session's programme is named from the localized catalogue, as the order's lines are.
    const { upcoming: german } = await listCustomerBookings(customer.id, BOUGHT, "de");
    expect(german[1]!.treatments[0]!.title).toBe(german[0]!.treatments.find((t) => t.code === "NADEP")!.title);
  });
});
