import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as mergeCart } from "@/app/api/v2/my_center/merge_cart/route";
import { clinicId } from "../../../tests/support/booking-fixtures";
import { getServerBasket } from "./server-basket";
import { signedInCustomer } from "../../../tests/support/account-fixtures";

async function merge(token: string, body: unknown) {
  const request = new Request("http://localhost/api/v2/my_center/merge_cart?lang=en", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await (await mergeCart(request)).json()) as {
    code: number;
    data: { store_id: number; cart_list: { goods_code: string; bookNumber: number }[] };
  };
}

describe("merging the browser's basket at sign-in", () => {
  it("merges into the area's home clinic when no clinic is chosen yet", async () => {
    const { customer, token } = await signedInCustomer();
    const answer = await merge(token, { area: "uk", cart_data: [{ code: "AFI", optionCode: null, quantity: 2 }] });
    const london = await clinicId("london");
    expect(answer.code).toBe(2000);
    expect(answer.data.store_id).toBe(london);
    expect(answer.data.cart_list.map((l) => [l.goods_code, l.bookNumber])).toEqual([["AFI", 2]]);
    expect(await getServerBasket(customer.id, london)).toMatchObject([{ code: "AFI", quantity: 2 }]);
    // A chosen clinic still wins over the area's.
    const chosen = await merge(token, { store_id: await clinicId("new-york"), area: "uk", cart_data: [] });
    expect(chosen.data.store_id).toBe(await clinicId("new-york"));
    // Neither a clinic nor an area: the clinic must be chosen.
    expect((await merge(token, { cart_data: [] })).code).not.toBe(2000);
  });
});

describe("a merge sent again (its page was left before the answer came)", () => {
  const lines = [{ code: "AFI", optionCode: null, quantity: 1 }];

  it("adds its lines once under one merge id, and again under another", async () => {
    const { customer, token } = await signedInCustomer();
    const london = await clinicId("london");
    const mergeId = randomUUID();
    expect(
      (await merge(token, { store_id: london, merge_id: mergeId, cart_data: lines })).data.cart_list.map(
        (l) => l.bookNumber,
      ),
    ).toEqual([1]);
    const again = await merge(token, { store_id: london, merge_id: mergeId, cart_data: lines });
    expect(again.code).toBe(2000);
    expect(again.data.cart_list.map((l) => [l.goods_code, l.bookNumber])).toEqual([["AFI", 1]]);
    // Another browser's merge (another id) adds up as before; so does one without an id (docs/product/api.md).
    await merge(token, { store_id: london, merge_id: randomUUID(), cart_data: lines });
    await merge(token, { store_id: london, cart_data: lines });
    expect(await getServerBasket(customer.id, london)).toMatchObject([{ code: "AFI", quantity: 3 }]);
    // The id belongs to one basket: the same id at another clinic is that basket's first merge.
    const newYork = await clinicId("new-york");
    expect(
      (await merge(token, { store_id: newYork, merge_id: mergeId, cart_data: lines })).data.cart_list.map(
        (l) => l.bookNumber,
      ),
    ).toEqual([1]);
  });

  it("adds its lines once when twenty sends of one merge arrive at once", async () => {
    const { customer, token } = await signedInCustomer();
    const capeTown = await clinicId("cape-town");
    const mergeId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => merge(token, { store_id: capeTown, merge_id: mergeId, cart_data: lines })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(2000));
    expect(await getServerBasket(customer.id, capeTown)).toMatchObject([{ code: "AFI", quantity: 1 }]);
  });

  it("refuses a merge id that is not a UUID with the field named, and adds nothing", async () => {
    const { customer, token } = await signedInCustomer();
    const london = await clinicId("london");
    const answer = await merge(token, { store_id: london, merge_id: "x\u0000".repeat(40), cart_data: lines });
    expect(answer.code).toBe(4220);
    expect(answer.data).toEqual({ fields: { merge_id: "This basket could not be merged. Please reload the page." } });
    expect(await getServerBasket(customer.id, london)).toEqual([]);
  });
});
