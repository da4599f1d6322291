import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { holderKeyOf } from "@/server/availability/holder-key";
import { bookParsedRemainingSessions, bookRemainingSchema } from "@/server/programmes/book-remaining-sessions";

/** `times`: a JSON array (or its text in a form field) of { session_id, starts_at }. */
function timesOf(value: unknown): { sessionId: string; startsAt: unknown }[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.slice(0, 50).map((t: Record<string, unknown>) => ({
    sessionId: String(t?.session_id ?? ""),
    startsAt: String(t?.starts_at ?? ""),
  }));
}

/** "Book all remaining sessions", step two: every chosen time in one go, each session its own booking ("Apply Successful"). */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/apply_session_times",
    methods: ["POST"],
    tag: "Programmes",
    summary: "Book every remaining session at once",
    description: "`times` is a JSON array of { session_id, starts_at }; all are booked in one transaction, or none.",
    // The API's names, handed on to the use case's own rules (the same as My Programs'): one parse. The holder key is
    // the browser's cookie's, never the body's.
    input: z
      .object({
        programme_id: z.string().catch("").meta({ description: "The programme's id (a UUID)." }),
        times: z.unknown().meta({
          description: 'JSON: [{"session_id":"…","starts_at":"…"}] (in a JSON body, the array itself)',
          type: "string",
        }),
      })
      .transform((p) => ({ programmeId: p.programme_id, times: timesOf(p.times) }))
      .pipe(bookRemainingSchema.omit({ holderKey: true })),
    output: z.object({
      bookings: z.array(
        z.object({
          session_id: z.string(),
          number: z.number().int(),
          booking_id: z.string(),
          booking_number: z.string(),
          starts_at: isoInstant,
          ends_at: isoInstant,
        }),
      ),
    }),
    errors: ["NOT_FOUND", "LEAD_TIME", "OUTSIDE_HOURS", "SLOT_TAKEN", "SESSION_TIME_TAKEN", "SESSION_ALREADY_BOOKED"],
    example: {
      programme_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a",
      times: '[{"session_id":"5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7b","starts_at":"2026-12-01T10:00:00.000Z"}]',
    },
  },
  async (input, { customer, request }) => {
    const booked = await bookParsedRemainingSessions(customer.user, { ...input, holderKey: holderKeyOf(request).key });
    return {
      data: {
        bookings: booked.map((b) => ({
          session_id: b.sessionId,
          number: b.sessionNumber,
          booking_id: b.bookingId,
          booking_number: b.bookingNumber,
          starts_at: b.startsAt.toISOString(),
          ends_at: b.endsAt.toISOString(),
        })),
      },
      msg: "Apply Successful",
    };
  },
);
