import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { mergeCartSchema } from "@/server/basket/cart-fields";
import { cartListSchema, toCartList } from "@/server/basket/cart-list";
import { homeClinicId } from "@/server/basket/home-clinic";
import { mergeIntoServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";

/** docs/product/api.md: merge the browser's basket into the server's for the selected clinic, or the area's home clinic. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/merge_cart",
    methods: ["POST"],
    tag: "Basket",
    summary: "Merge the browser's basket into the server basket",
    description:
      "With store_id: that clinic's basket. Without (merge without a store): the home clinic of `area` (us New York, uk London, za Cape Town), else of the `country-code` header (US, GB, ZA); neither: 4220 with data.fields.store_id. Quantities of the same line add up (at most 20). With merge_id (a UUID the browser makes for one merge), the same merge sent again (its page was left before the answer) adds nothing a second time.",
    input: mergeCartSchema,
    output: cartListSchema.extend({ store_id: z.number().int() }),
    errors: ["CLINIC_REQUIRED"],
    example: { store_id: 1, cart_data: '[{"goods_code":"AFI","option_code":null,"bookNumber":1}]' },
  },
  async ({ store_id, area, cart_data, merge_id }, { customer, locale, country }) => {
    const clinicId = store_id ?? (await homeClinicId(area, country));
    if (!clinicId) throw new AppError("VALIDATION", {}, { store_id: "booking.form.selectClinic" });
    const lines = await mergeIntoServerBasket(customer.user.id, clinicId, cart_data, merge_id);
    return { store_id: clinicId, cart_list: await toCartList(lines, customer.user.isFree, locale, clinicId) };
  },
);
