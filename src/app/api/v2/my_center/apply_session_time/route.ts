import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { chosenTime, holdIdField, ownRecordIdField, startsAtField } from "../../../_contract/shared-fields";

/** "Apply session time" for a programme session still to book (the same use case as My Programs). */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/apply_session_time",
    methods: ["POST"],
    tag: "Programmes",
    summary: "Book a time for a programme session",
    description:
      "More than 24 hours ahead; a chair held with /api/v2/place_order/hold (hold_id) is used when it is still live.",
    input: z.object({
      session_id: ownRecordIdField,
      starts_at: startsAtField("The chosen start, ISO 8601."),
      hold_id: holdIdField,
    }),
    output: z.object({
      booking_id: z.string(),
      booking_number: z.string(),
      starts_at: isoInstant,
      ends_at: isoInstant,
    }),
    errors: ["NOT_FOUND", "LEAD_TIME", "OUTSIDE_HOURS", "SLOT_TAKEN", "SESSION_ALREADY_BOOKED", "CHANGE_CLOSED"],
    example: { session_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a", starts_at: "2026-12-01T10:00:00.000Z" },
  },
  async (p, { customer, request }) => {
    const applied = await applySessionTime(customer.user, {
      sessionId: p.session_id,
      ...chosenTime(p, request),
    });
    return {
      booking_id: applied.bookingId,
      booking_number: applied.bookingNumber,
      starts_at: applied.startsAt.toISOString(),
      ends_at: applied.endsAt.toISOString(),
    };
  },
);
