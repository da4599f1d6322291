import { describe, expect, it } from "vitest";
import { clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { latestServerBasket, setServerBasketLine } from "./server-basket";

describe("the basket a signed-in customer's basket page opens on", () => {
  it("is the clinic basket changed last that still has lines, and nothing for a customer without one", async () => {
    const customer = await createCustomer();
    expect(await latestServerBasket(customer.id)).toBeNull();

    const [london, newYork] = [await clinicId("london"), await clinicId("new-york")];
    await setServerBasketLine(customer.id, london, { code: "AFI", optionCode: null, quantity: 2 });
    await setServerBasketLine(customer.id, newYork, { code: "JLIV", optionCode: null, quantity: 1 });
    expect(await latestServerBasket(customer.id)).toEqual({
      clinicId: newYork,
      lines: [{ code: "JLIV", optionCode: null, quantity: 1 }],
    });

    // Emptied: the one with lines is shown instead, and another customer's baskets are never someone else's.
    await setServerBasketLine(customer.id, newYork, { code: "JLIV", optionCode: null, quantity: 0 });
    expect(await latestServerBasket(customer.id)).toEqual({
      clinicId: london,
      lines: [{ code: "AFI", optionCode: null, quantity: 2 }],
    });
    expect(await latestServerBasket((await createCustomer()).id)).toBeNull();
  });
});
