import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { joinWaitlist, joinWaitlistSchema } from "@/server/waitlist/join-waitlist";

/** Join the waitlist of a full clinic day's window with the basket's lines (decision 183); joining again answers the same entry. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/join_waitlist",
    methods: ["POST"],
    tag: "Waitlist",
    summary: "Join the waitlist for a clinic day",
    description:
      "`window` is morning (before 12:00), afternoon (12:00-16:59) or evening (from 17:00), clinic time, within the clinic's standard hours that day. `lines` as for the order. When a chair frees up in the window, the first in line is e-mailed and the time is held for them for 30 minutes. At most 10 active entries per customer; one per clinic, day and window.",
    input: joinWaitlistSchema,
    output: z.object({ entry_id: z.string(), created: z.boolean() }),
    errors: [
      "CLINIC_REQUIRED",
      "LEAD_TIME",
      "BASKET_EMPTY",
      "PRODUCT_UNAVAILABLE",
      "ADD_ON_REQUIRED",
      "WAITLIST_LIMIT",
    ],
    example: { clinicId: 1, day: "2026-12-01", window: "afternoon", lines: '[{"code":"JLIV","quantity":1}]' },
  },
  async (input, { customer, locale }) => {
    const joined = await joinWaitlist({ id: customer.user.id }, { ...input, locale: input.locale ?? locale });
    return { entry_id: joined.id, created: joined.created };
  },
);
