import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { clinicIdField } from "@/server/input/clinic-id";
import { getMonthAvailability } from "@/server/availability/get-availability";

/** docs/product/api.md: which days of a month have free time (the calendar greys out the rest). */
export const POST = publicRoute(
  {
    path: "/api/v2/my_center/get_bookable_seat_map",
    methods: ["POST"],
    tag: "Clinics and times",
    summary: "Which days of a month have free time",
    input: z.object({
      store_id: clinicIdField,
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "booking.form.selectDate" })
        .meta({ description: "YYYY-MM." }),
      duration: z.coerce.number().int().min(5).max(720),
    }),
    output: z.object({
      days: z.array(
        z.object({
          day: z.string().meta({ description: "YYYY-MM-DD" }),
          free: z.boolean(),
          closed: z.boolean().meta({
            description: "The whole clinic is closed that day (a public holiday): not bookable, no waitlist.",
          }),
        }),
      ),
    }),
    errors: ["CLINIC_REQUIRED"],
    example: { store_id: 1, month: "2026-12", duration: 60 },
  },
  async (input) => ({
    days: await getMonthAvailability({ clinicId: input.store_id, month: input.month, durationMinutes: input.duration }),
  }),
);
