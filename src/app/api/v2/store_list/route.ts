import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { listClinics } from "@/server/clinics/list-clinics";
import { readWithoutInput } from "../../_contract/shared-fields";

const store = z.object({
  store_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  time_zone: z.string(),
  out_of_hours: z.boolean(),
  in_residence: z.boolean(),
});

/** docs/product/api.md /api/v2/store_list: the clinics ("stores") one can book. */
const run = publicRoute(
  {
    path: "/api/v2/store_list",
    ...readWithoutInput,
    tag: "Clinics and times",
    summary: "The clinics one can book",
    output: z.object({ store_list: z.array(store) }),
  },
  async () => {
    const clinics = await listClinics();
    return {
      store_list: clinics.map((c) => ({
        store_id: c.id,
        slug: c.slug,
        name: c.name,
        address: `${c.street}, ${c.city} ${c.postcode}`,
        phone: c.phone,
        email: c.email,
        time_zone: c.timeZone,
        out_of_hours: c.outOfHours,
        in_residence: c.inResidence,
      })),
    };
  },
);
export const GET = run;
export const POST = run;
