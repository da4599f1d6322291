import { z } from "zod";
import { handleApi } from "@/server/api/handle-api";
import { clinicIdField } from "@/server/input/clinic-id";
import { readPayload } from "@/server/api/read-payload";
import { getMonthAvailability } from "@/server/availability/get-availability";

const schema = z.object({
  store_id: clinicIdField,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "booking.form.selectDate" }),
  duration: z.coerce.number().int().min(5).max(720),
});

/** SPEC 7: which days of a month have free time (the calendar greys out the rest). */
export const POST = handleApi(async (request) => {
  const input = schema.parse(await readPayload(request));
  return { days: await getMonthAvailability({ clinicId: input.store_id, month: input.month, durationMinutes: input.duration }) };
});
