import { withCustomer } from "@/server/accounts/with-customer";
import { apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { proposeRemainingSessions } from "@/server/programmes/book-remaining-sessions";

/** "Book all remaining sessions", step one: a proposed time per session still to book, with availability and the nearest free times. */
export const POST = withCustomer(async (request, { user, locale }) => {
  try {
    const p = await readPayload(request);
    const plan = await proposeRemainingSessions(user, { programmeId: String(p.programme_id ?? ""), firstStartsAt: p.first_starts_at as string, rhythm: String(p.rhythm ?? "") as never });
    return ok({
      interval_days: plan.intervalDays,
      sessions: plan.proposals.map((s) => ({ session_id: s.sessionId, number: s.sessionNumber, starts_at: s.startsAt.toISOString(), free: s.free, alternatives: s.alternatives.map((a) => a.toISOString()) })),
    });
  } catch (error) {
    return fail(error, await apiTranslator(locale));
  }
});
