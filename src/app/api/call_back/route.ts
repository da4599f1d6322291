import { z } from "zod";
import { requestApiRoute } from "@/server/requests/request-api-route";
import { callBackSchema } from "@/shared/requests/call-back-schema";
import { submitCallBackRequest } from "@/server/requests/submit-call-back-request";

const botFields = z.object({
  altcha: z.string().meta({ description: "The ALTCHA solution (GET /api/altcha for a challenge)." }),
  website: z.string().optional().meta({ description: "Leave empty (a field only bots fill)." }),
});

/** docs/product/api.md: request a call back. */
export const POST = requestApiRoute(
  {
    path: "/api/call_back",
    summary: "Request a call back",
    description: "Full name, e-mail and phone with its country; protected by an ALTCHA proof of work.",
    input: z.intersection(callBackSchema, botFields),
    example: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phoneCountry: "GB",
      phone: "7700 900123",
      altcha: "…",
    },
  },
  submitCallBackRequest,
);
