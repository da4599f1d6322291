import type { SurchargeBand } from "@/config/booking-hours";
import { z } from "zod";
import { publicRoute } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { clinicIdField } from "@/server/input/clinic-id";
import { getDayAvailability } from "@/server/availability/get-availability";
import { isClinicDay } from "@/shared/clinic-time";

/** docs/product/api.md: free start times on a day at a clinic for a visit of `duration` minutes, in clinic time. */
export const POST = publicRoute(
  {
    path: "/api/v2/my_center/get_bookable_seat",
    methods: ["POST"],
    tag: "Clinics and times",
    summary: "Free start times on a day",
    input: z.object({
      store_id: clinicIdField,
      date: z
        .string()
        .refine(isClinicDay, { message: "booking.form.selectDate" })
        .meta({ description: "The clinic's day, YYYY-MM-DD." }),
      duration: z.coerce.number().int().min(5).max(720).meta({ description: "The visit's length in minutes." }),
    }),
    output: z.object({
      seats: z.array(
        z.object({
          starts_at: isoInstant,
          clinic_time: z.string(),
          band: z.enum(["standard", "out_of_hours", "night"]) satisfies z.ZodType<SurchargeBand>,
          free_chairs: z.number().int(),
        }),
      ),
    }),
    errors: ["CLINIC_REQUIRED"],
    example: { store_id: 1, date: "2026-12-01", duration: 60 },
  },
  async (input) => {
    const slots = await getDayAvailability({
      clinicId: input.store_id,
      day: input.date,
      durationMinutes: input.duration,
    });
    return {
      seats: slots.map((s) => ({
        starts_at: s.startsAt.toISOString(),
        clinic_time: s.clinicTime,
        band: s.band,
        free_chairs: s.freeChairs,
      })),
    };
  },
);
