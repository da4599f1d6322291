import { apiLocale } from "@/server/api/api-translator";
import { z } from "zod";
import { areaHomeClinic, areas } from "@/config/site";
import { listClinics } from "@/server/clinics/list-clinics";
import { handleApi } from "@/server/api/handle-api";
import { clinicIdField } from "@/server/input/clinic-id";
import { jsonField, readPayload } from "@/server/api/read-payload";
import { basketSchema } from "@/server/basket/basket-schema";
import { toCartList } from "@/server/basket/cart-list";
import { mergeIntoServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { currentCustomerId } from "@/server/orders/checkout-customer";

const schema = z.object({
  /** The chosen clinic; without one (signed in before choosing), the area's home clinic. */
  store_id: clinicIdField.optional(),
  area: z.enum(areas).optional(),
  cart_data: z.preprocess((v) => {
    const lines = jsonField(v);
    if (!Array.isArray(lines)) return [];
    // The SPEC's names (goods_code, bookNumber) or ours; anything that is not a line is left for the schema to refuse.
    return lines.map((l: unknown) => {
      if (typeof l !== "object" || l === null) return l;
      const line = l as Record<string, unknown>;
      return { code: line.code ?? line.goods_code, optionCode: line.optionCode ?? line.option_code, quantity: line.quantity ?? line.bookNumber };
    });
  }, basketSchema),
});

/** SPEC 7: merge the browser's basket into the server's for the selected clinic; answers the merged list. */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("UNAUTHENTICATED");
  const { store_id, area, cart_data } = schema.parse(await readPayload(request));
  const home = area ? (await listClinics()).find((c) => c.slug === areaHomeClinic[area])?.id : undefined;
  const clinicId = store_id ?? home;
  if (!clinicId) throw new AppError("VALIDATION", {}, { store_id: "booking.form.selectClinic" });
  return { store_id: clinicId, cart_list: await toCartList(await mergeIntoServerBasket(customerId, clinicId, cart_data), false, apiLocale(request)) };
});
