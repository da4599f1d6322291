import { handleApi } from "@/server/api/handle-api";
import { listClinics } from "@/server/clinics/list-clinics";

/** SPEC 7 /api/v2/store_list: the clinics ("stores") one can book. */
const run = handleApi(async () => {
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
});
export const GET = run;
export const POST = run;
