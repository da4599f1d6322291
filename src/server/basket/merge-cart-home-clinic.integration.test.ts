import { describe, expect, it } from "vitest";
import { POST as mergeCart } from "@/app/api/v2/my_center/merge_cart/route";
import { createSession } from "@/server/accounts/sessions";
import { clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { getServerBasket } from "./server-basket";

async function merge(token: string, body: unknown) {
  const request = new Request("http://localhost/api/v2/my_center/merge_cart?lang=en", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await (await mergeCart(request)).json()) as { code: number; data: { store_id: number; cart_list: { goods_code: string; bookNumber: number }[] } };
}

describe("merging the browser's basket at sign-in", () => {
  it("merges into the area's home clinic when no clinic is chosen yet", async () => {
    const customer = await createCustomer();
    const { token } = await createSession(customer.id, false, new Date());
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
