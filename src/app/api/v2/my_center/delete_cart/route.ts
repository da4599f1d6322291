import { withCustomer } from "@/server/api/api-route";
import { deleteCartSchema } from "@/server/basket/cart-fields";
import { cartListSchema, toCartList } from "@/server/basket/cart-list";
import { removeFromServerBasket } from "@/server/basket/server-basket";

/** docs/product/api.md: delete a basket line by goods code; answers the whole list. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/delete_cart",
    methods: ["POST"],
    tag: "Basket",
    summary: "Delete one basket line",
    input: deleteCartSchema,
    output: cartListSchema,
    errors: ["CLINIC_REQUIRED"],
    example: { store_id: 1, goods_code: "AFI" },
  },
  async (input, { customer, locale }) => ({
    cart_list: await toCartList(
      await removeFromServerBasket(customer.user.id, input.store_id, input.goods_code),
      customer.user.isFree,
      locale,
      input.store_id,
    ),
  }),
);
