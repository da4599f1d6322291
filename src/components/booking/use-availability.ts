"use client";
import { startTransition, useEffect, useState } from "react";
import { callApi } from "@/components/api/api-client";
import { afterNextPaint } from "@/components/ui/after-next-paint";
import type { Seat } from "./time-list";

export interface DayAvailability {
  day: string;
  free: boolean;
  closed?: boolean;
}

/**
 * A clinic's free days in a month and free times on a day, for a booking of `durationMinutes` (nothing is asked while
 * it is null). Each answer is kept with the question it answers: a list belongs to the clinic, month or day and
 * duration asked now, or it is null ("loading"); asking the same again (re-selecting the chosen day) asks nothing
 * new, so the times already there stay.
 */
export function useAvailability({
  clinicId,
  month,
  day,
  durationMinutes,
  locale,
}: {
  clinicId: number | null;
  month: string;
  day: string | null;
  durationMinutes: number | null;
  locale: string;
}): { days: DayAvailability[] | null; seats: Seat[] | null } {
  const days = usePaintedAnswer(
    clinicId !== null && durationMinutes
      ? {
          key: `${clinicId}|${month}|${durationMinutes}|${locale}`,
          ask: () =>
            callApi(
              "/api/v2/my_center/get_bookable_seat_map",
              { store_id: clinicId, month, duration: durationMinutes },
              locale,
            ).then((a) => (a.ok ? a.data.days : [])),
        }
      : null,
  );
  const seats = usePaintedAnswer(
    clinicId !== null && day && durationMinutes
      ? {
          key: `${clinicId}|${day}|${durationMinutes}|${locale}`,
          ask: () =>
            callApi(
              "/api/v2/my_center/get_bookable_seat",
              { store_id: clinicId, date: day, duration: durationMinutes },
              locale,
            ).then((a) => (a.ok ? a.data.seats : [])),
        }
      : null,
  );
  return { days, seats };
}

/**
 * The answer to `question`, kept with the key that names it: null while it is on its way, when there is no question,
 * or once the question has changed. It is asked once the tap that changed the question is painted: React runs a
 * tap's effects inside it, and starting a fetch took 20-30 ms of a day's tap on a 4x slowed phone (issue 44, decision
 * 277). Answers are shown in transitions: React renders the month (or the day's times) in slices, so their arrival
 * is never one long task for a phone (issue 14, total blocking time).
 */
function usePaintedAnswer<T>(question: { key: string; ask: () => Promise<T> } | null): T | null {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  const key = question?.key ?? null;
  useEffect(() => {
    if (!question) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      void question.ask().then((value) => {
        if (live) startTransition(() => setAnswer({ key: question.key, value }));
      });
    });
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names all that `ask` asks: a new question, a new key
  }, [key]);
  return answer && answer.key === key ? answer.value : null;
}
