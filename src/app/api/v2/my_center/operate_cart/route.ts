import { withCustomer } from "@/server/api/api-route";
import { operateCartSchema } from "@/server/basket/cart-fields";
import { cartListSchema, toCartList } from "@/server/basket/cart-list";
import { setServerBasketLine } from "@/server/basket/server-basket";

/** docs/product/api.md: operate one basket line: set its quantity (0 removes it); answers the whole list. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/operate_cart",
    methods: ["POST"],
    tag: "Basket",
    summary: "Set one basket line's quantity",
    input: operateCartSchema,
    output: cartListSchema,
    errors: ["CLINIC_REQUIRED"],
    example: { store_id: 1, goods_code: "AFI", bookNumber: 2 },
  },
  async (input, { customer, locale }) => {
    const lines = await setServerBasketLine(customer.user.id, input.store_id, {
      code: input.goods_code,
      optionCode: input.option_code || null,
      quantity: input.bookNumber,
    });
    return { cart_list: await toCartList(lines, customer.user.isFree, locale, input.store_id) };
  },
);
