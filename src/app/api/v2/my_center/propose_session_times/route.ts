import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { rhythms } from "@/config/programme-rhythm";
import { isoInstant } from "@/server/api/shapes";
import { proposeParsedSessions, proposeSessionsSchema } from "@/server/programmes/book-remaining-sessions";

/** "Book all remaining sessions", step one: a proposed time per session still to book, with availability and the nearest free times. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/propose_session_times",
    methods: ["POST"],
    tag: "Programmes",
    summary: "Propose a time for every session still to book",
    description:
      "From the first start and a rhythm (weekly, fortnightly or the programme's recommended interval); a taken time comes with the nearest free ones.",
    // The API's names, handed on to the use case's own rules (the same as My Programs'): one parse.
    input: z
      .object({
        programme_id: z.string().catch("").meta({ description: "The programme's id (a UUID)." }),
        first_starts_at: z.unknown().meta({ description: "The first session's start, ISO 8601.", type: "string" }),
        rhythm: z.enum(rhythms),
      })
      .transform((p) => ({ programmeId: p.programme_id, firstStartsAt: p.first_starts_at, rhythm: p.rhythm }))
      .pipe(proposeSessionsSchema),
    output: z.object({
      interval_days: z.number().int(),
      sessions: z.array(
        z.object({
          session_id: z.string(),
          number: z.number().int(),
          starts_at: isoInstant,
          free: z.boolean(),
          alternatives: z.array(isoInstant),
        }),
      ),
    }),
    errors: ["NOT_FOUND", "LEAD_TIME", "OUTSIDE_HOURS"],
    example: {
      programme_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a",
      first_starts_at: "2026-12-01T10:00:00.000Z",
      rhythm: rhythms[0],
    },
  },
  async (input, { customer }) => {
    const plan = await proposeParsedSessions(customer.user, input);
    return {
      interval_days: plan.intervalDays,
      sessions: plan.proposals.map((s) => ({
        session_id: s.sessionId,
        number: s.sessionNumber,
        starts_at: s.startsAt.toISOString(),
        free: s.free,
        alternatives: s.alternatives.map((a) => a.toISOString()),
      })),
    };
  },
);
