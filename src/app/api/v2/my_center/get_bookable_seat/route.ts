import { z } from "zod";
import { handleApi } from "@/server/api/handle-api";
import { clinicIdField } from "@/server/input/clinic-id";
import { readPayload } from "@/server/api/read-payload";
import { getDayAvailability } from "@/server/availability/get-availability";
import { isClinicDay } from "@/server/availability/clinic-time";

const schema = z.object({
  store_id: clinicIdField,
  date: z.string().refine(isClinicDay, { message: "booking.form.selectDate" }),
  duration: z.coerce.number().int().min(5).max(720),
});

/** SPEC 7: free start times on a day at a clinic for a visit of `duration` minutes, in clinic time. */
export const POST = handleApi(async (request) => {
  const input = schema.parse(await readPayload(request));
  const slots = await getDayAvailability({ clinicId: input.store_id, day: input.date, durationMinutes: input.duration });
  return { seats: slots.map((s) => ({ starts_at: s.startsAt.toISOString(), clinic_time: s.clinicTime, band: s.band, free_chairs: s.freeChairs })) };
});
