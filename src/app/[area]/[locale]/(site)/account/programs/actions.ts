"use server";

import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { HOLDER_COOKIE, holderKeyFromCookie } from "@/server/availability/holder-key";
import { AppError } from "@/server/errors/app-error";
import { customerAction, formFields } from "@/server/forms/action";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { bookRemainingSessions, proposeRemainingSessions } from "@/server/programmes/book-remaining-sessions";

/** The chosen time and the hold taken for it; whose hold it is comes from the signed holder cookie, never the form. */
async function chosenTime(input: Record<string, string>) {
  if (!input.startsAt) throw new AppError("TIME_REQUIRED");
  const holderKey = holderKeyFromCookie((await cookies()).get(HOLDER_COOKIE)?.value);
  return { startsAt: input.startsAt, holdId: input.holdId || undefined, holderKey };
}

const programsText = (locale: string) => getTranslations({ locale, namespace: "account.programs" });

/** "Apply session time": book a programme session still to book. */
export const applySessionAction = customerAction(formFields, async (input, ctx) => {
  await applySessionTime(ctx.customer, { sessionId: input.sessionId ?? "", ...(await chosenTime(input)) });
  return { status: "success", message: (await programsText(ctx.locale))("applied") };
});

/** Move a booked session (or any booking) to another time, under the 72-hour rule. */
export const modifyBookingAction = customerAction(formFields, async (input, ctx) => {
  await rescheduleBooking(ctx.customer, { bookingId: input.bookingId ?? "", ...(await chosenTime(input)) });
  return { status: "success", message: (await programsText(ctx.locale))("modified") };
});

/** Cancel a booked session (it goes back to the programme) or booking, under the 72-hour rule. */
export const cancelBookingAction = customerAction(formFields, async (input, ctx) => {
  await cancelBooking(ctx.customer, { bookingId: input.bookingId ?? "" });
  return { status: "success", message: (await programsText(ctx.locale))("cancelled") };
});

/** Plain JSON of the proposed times, for the book-all form. */
export interface ProposedTime {
  sessionId: string;
  number: number;
  startsAt: string;
  free: boolean;
  alternatives: string[];
}

/** "Book all remaining sessions", step one: the proposed times with their availability. */
export const proposeSessionsAction = customerAction(formFields, async (input, ctx) => {
  if (!input.startsAt) throw new AppError("TIME_REQUIRED");
  const plan = await proposeRemainingSessions(ctx.customer, {
    programmeId: input.programmeId ?? "",
    firstStartsAt: input.startsAt,
    rhythm: input.rhythm ?? "",
  });
  const proposals: ProposedTime[] = plan.proposals.map((p) => ({
    sessionId: p.sessionId,
    number: p.sessionNumber,
    startsAt: p.startsAt.toISOString(),
    free: p.free,
    alternatives: p.alternatives.map((a) => a.toISOString()),
  }));
  return { status: "success", step: "proposed", data: proposals };
});

/** "Book all remaining sessions", step two: every chosen time at once ("Apply Successful"), or none. */
export const bookSessionsAction = customerAction(formFields, async (input, ctx) => {
  let times: unknown = [];
  try {
    times = JSON.parse(input.times ?? "[]");
  } catch {
    throw new AppError("VALIDATION");
  }
  const holderKey = holderKeyFromCookie((await cookies()).get(HOLDER_COOKIE)?.value);
  await bookRemainingSessions(ctx.customer, { programmeId: input.programmeId ?? "", times, holderKey });
  return { status: "success", step: "booked", message: (await programsText(ctx.locale))("applied") };
});
