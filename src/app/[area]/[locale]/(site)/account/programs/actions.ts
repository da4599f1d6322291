"use server";

import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/accounts/current-user";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { HOLDER_COOKIE, holderKeyFromCookie } from "@/server/availability/holder-key";
import { AppError } from "@/server/errors/app-error";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { bookRemainingSessions, proposeRemainingSessions } from "@/server/programmes/book-remaining-sessions";
import type { FormState } from "@/shared/forms/form-state";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";

async function customer(): Promise<{ id: string }> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("UNAUTHENTICATED");
  return { id: user.id };
}

/** The chosen time and the hold taken for it; whose hold it is comes from the signed holder cookie, never the form. */
async function chosenTime(c: ActionContext) {
  if (!c.input.startsAt) throw new AppError("TIME_REQUIRED");
  const holderKey = holderKeyFromCookie((await cookies()).get(HOLDER_COOKIE)?.value);
  return { startsAt: c.input.startsAt, holdId: c.input.holdId || undefined, holderKey };
}

/** "Apply session time": book a programme session still to book. */
export async function applySessionAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    await applySessionTime(await customer(), { sessionId: c.input.sessionId ?? "", ...(await chosenTime(c)) });
    const t = await getTranslations({ locale: c.locale, namespace: "account.programs" });
    return { status: "success", message: t("applied") };
  });
}

/** Move a booked session (or any booking) to another time, under the 72-hour rule. */
export async function modifyBookingAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    await rescheduleBooking(await customer(), { bookingId: c.input.bookingId ?? "", ...(await chosenTime(c)) });
    const t = await getTranslations({ locale: c.locale, namespace: "account.programs" });
    return { status: "success", message: t("modified") };
  });
}

/** Cancel a booked session (it goes back to the programme) or booking, under the 72-hour rule. */
export async function cancelBookingAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    await cancelBooking(await customer(), { bookingId: c.input.bookingId ?? "" });
    const t = await getTranslations({ locale: c.locale, namespace: "account.programs" });
    return { status: "success", message: t("cancelled") };
  });
}

/** Plain JSON of the proposed times, for the book-all form. */
export interface ProposedTime {
  sessionId: string;
  number: number;
  startsAt: string;
  free: boolean;
  alternatives: string[];
}

/** "Book all remaining sessions", step one: the proposed times with their availability. */
export async function proposeSessionsAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    if (!c.input.startsAt) throw new AppError("TIME_REQUIRED");
    const plan = await proposeRemainingSessions(await customer(), {
      programmeId: c.input.programmeId ?? "",
      firstStartsAt: c.input.startsAt,
      rhythm: (c.input.rhythm ?? "") as never,
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
}

/** "Book all remaining sessions", step two: every chosen time at once ("Apply Successful"), or none. */
export async function bookSessionsAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    let times: unknown = [];
    try {
      times = JSON.parse(c.input.times ?? "[]");
    } catch {
      throw new AppError("VALIDATION");
    }
    const holderKey = holderKeyFromCookie((await cookies()).get(HOLDER_COOKIE)?.value);
    await bookRemainingSessions(await customer(), {
      programmeId: c.input.programmeId ?? "",
      times: times as never,
      holderKey,
    });
    const t = await getTranslations({ locale: c.locale, namespace: "account.programs" });
    return { status: "success", step: "booked", message: t("applied") };
  });
}
