import { withCustomer } from "@/server/accounts/with-customer";
import { ok } from "@/server/api/envelope";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";

/** The customer's programmes and sessions (My Programs), times as UTC instants with the clinic's zone. */
const handler = withCustomer(async (_request, { user }) => {
  const programmes = await listCustomerProgrammes(user.id);
  return ok({
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
  });
});

export const GET = handler;
export const POST = handler;
