import { withCustomer } from "@/server/api/api-route";
import { checkCartListSchema } from "@/server/basket/cart-fields";
import { cartListSchema, toCartList } from "@/server/basket/cart-list";
import { getServerBasket } from "@/server/basket/server-basket";

/** docs/product/api.md: the signed-in customer's basket at a clinic; the browser replaces its basket with it. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/check_cart_list",
    methods: ["POST"],
    tag: "Basket",
    summary: "The customer's basket at a clinic",
    description: "After sign-in the server basket is the truth: the site shows this list in every browser.",
    input: checkCartListSchema,
    output: cartListSchema,
    errors: ["CLINIC_REQUIRED"],
    example: { store_id: 1 },
  },
  async ({ store_id }, { customer, locale }) => ({
    cart_list: await toCartList(
      await getServerBasket(customer.user.id, store_id),
      customer.user.isFree,
      locale,
      store_id,
    ),
  }),
);
