import { z } from "zod";
import { requestApiRoute } from "@/server/requests/request-api-route";
import { weekendCallBackSchema } from "@/shared/requests/call-back-schema";
import { submitWeekendCallBackRequest } from "@/server/requests/submit-call-back-request";

const botFields = z.object({ altcha: z.string(), website: z.string().optional() });

/** docs/product/api.md: call back about a weekend booking (a Saturday or Sunday without free time online). */
export const POST = requestApiRoute(
  {
    path: "/api/call_back_for_wkd_booking",
    summary: "Call back about a weekend booking",
    description: "For a Saturday or Sunday without free time online: the clinic, the day and the time wanted.",
    input: z.intersection(weekendCallBackSchema, botFields),
    example: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phoneCountry: "GB",
      phone: "7700 900123",
      clinic: "london",
      bookingDate: "2026-12-05",
      requestTime: "10:00",
      altcha: "…",
    },
  },
  submitWeekendCallBackRequest,
);
