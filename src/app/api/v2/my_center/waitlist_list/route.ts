import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { listCustomerWaitlist } from "@/server/waitlist/list-customer-waitlist";
import { waitlistWindows } from "@/shared/waitlist-windows";

/** The customer's active waitlist entries, soonest day first; an offered one carries the held time and its end. */
const handler = withCustomer(
  {
    path: "/api/v2/my_center/waitlist_list",
    methods: ["POST", "GET"],
    tag: "Waitlist",
    summary: "The customer's waitlist entries",
    input: z.object({}),
    output: z.object({
      entries: z.array(
        z.object({
          entry_id: z.string(),
          store_id: z.number().int(),
          store_name: z.string(),
          date: z.string(),
          window: z.enum(waitlistWindows),
          state: z.enum(["waiting", "offered"]),
          position: z.number().int().meta({ description: "Place in line (1: next to be offered)." }),
          offer_starts_at: isoInstant.nullable(),
          offer_expires_at: isoInstant.nullable(),
        }),
      ),
    }),
    example: {},
  },
  async (_input, { customer, locale }) => ({
    entries: (await listCustomerWaitlist(customer.user.id, new Date(), locale)).map((e) => ({
      entry_id: e.id,
      store_id: e.clinicId,
      store_name: e.clinicName,
      date: e.day,
      window: e.window,
      state: e.state,
      position: e.position,
      offer_starts_at: e.offer?.startsAt.toISOString() ?? null,
      offer_expires_at: e.offer?.expiresAt.toISOString() ?? null,
    })),
  }),
);

export const POST = handler;
export const GET = handler;
