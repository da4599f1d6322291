import { z } from "zod";
import { areaHomeClinic, areas } from "@/config/site";
import { publicRoute } from "@/server/api/api-route";
import { goodsCodeField } from "@/server/basket/cart-fields";
import { clinicCityName, formatNextFree, getNextFreeStart } from "@/server/availability/next-free-start";

/**
 * The next free time for one treatment at the area's own clinic (areaHomeClinic), in standard hours, for
 * the treatment page's "Next available" line; `text` is ready to show in the caller's language
 * ("Next available: Tue 1 Dec, 10:00, London time"), null with `starts_at` when nothing is free.
 */
const run = publicRoute(
  {
    path: "/api/v2/my_center/get_next_free_time",
    methods: ["GET", "POST"],
    tag: "Clinics and times",
    summary: "The next free time for a treatment at an area's clinic",
    input: z.object({
      area: z
        .enum(areas, { message: "errors.app.validation" })
        .meta({ description: "us, uk or za: the area whose clinic is asked." }),
      goods_code: goodsCodeField,
    }),
    output: z.object({
      starts_at: z
        .string()
        .nullable()
        .meta({ description: "ISO 8601 instant, or null when nothing is free in the next four weeks." }),
      time_zone: z.string().nullable(),
      text: z.string().nullable(),
    }),
    example: { area: "uk", goods_code: "AFI" },
  },
  async (input, { locale, translate }) => {
    const slug = areaHomeClinic[input.area];
    const next = await getNextFreeStart({ clinicSlug: slug, code: input.goods_code });
    if (!next) return { starts_at: null, time_zone: null, text: null };
    const city = await clinicCityName(next.clinicSlug, next.clinicSlug, locale);
    return {
      starts_at: next.startsAt.toISOString(),
      time_zone: next.timeZone,
      text: translate("treatments.ui.nextFree", {
        when: formatNextFree(next.startsAt, next.timeZone, locale, input.area),
        city,
      }),
    };
  },
);
export const GET = run;
export const POST = run;
