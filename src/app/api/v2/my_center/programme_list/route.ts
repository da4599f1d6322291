import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { readWithoutInput } from "../../../_contract/shared-fields";

const programme = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  goods_code: z.string(),
  status: z.string(),
  sessions_total: z.number().int(),
  sessions_used: z.number().int(),
  clinic: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string() }),
  sessions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      status: z.string(),
      starts_at: isoInstant.nullable(),
      apply_time: isoInstant.nullable(),
      booking_id: z.string().nullable(),
      booking_number: z.string().nullable(),
      changeable: z.boolean(),
    }),
  ),
});

/** The customer's programmes and sessions (My Programs), times as UTC instants with the clinic's zone. */
const handler = withCustomer(
  {
    path: "/api/v2/my_center/programme_list",
    ...readWithoutInput,
    tag: "Account",
    summary: "The customer's programmes and their sessions",
    output: z.object({ programmes: z.array(programme) }),
  },
  async (_input, { customer, locale }) => {
    const programmes = await listCustomerProgrammes(customer.user.id, new Date(), locale);
    return {
      programmes: programmes.map((p) => ({
        id: p.id,
        number: p.number,
        name: p.title,
        goods_code: p.itemCode,
        status: p.status,
        sessions_total: p.sessionCount,
        sessions_used: p.usedCount,
        clinic: { id: p.clinic.id, name: p.clinic.name, time_zone: p.clinic.timeZone },
        sessions: p.sessions.map((s) => ({
          id: s.id,
          number: s.number,
          status: s.status,
          starts_at: s.startsAt?.toISOString() ?? null,
          apply_time: s.bookedAt?.toISOString() ?? null,
          booking_id: s.bookingId,
          booking_number: s.bookingNumber,
          changeable: s.changeable,
        })),
      })),
    };
  },
);

export const GET = handler;
export const POST = handler;
