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
  const [daysAnswer, setDaysAnswer] = useState<{ key: string; days: DayAvailability[] } | null>(null);
  const [seatsAnswer, setSeatsAnswer] = useState<{ key: string; seats: Seat[] } | null>(null);
  const daysKey = clinicId !== null && durationMinutes ? `${clinicId}|${month}|${durationMinutes}|${locale}` : null;
  const seatsKey =
    clinicId !== null && day && durationMinutes ? `${clinicId}|${day}|${durationMinutes}|${locale}` : null;

  useEffect(() => {
    if (!daysKey || clinicId === null) return;
    let live = true;
    // Asked once the tap that changed the question is painted: React runs a tap's effects inside it, and starting a
    // fetch took 20-30 ms of a day's tap on a 4x slowed phone (issue 44, decision 277).
    const cancel = afterNextPaint(() => {
      void callApi(
        "/api/v2/my_center/get_bookable_seat_map",
        { store_id: clinicId, month, duration: durationMinutes },
        locale,
      ).then((a) => {
        // Answers are shown in transitions: React renders the month (or the day's times) in slices, so their
        // arrival is never one long task for a phone (issue 14, total blocking time).
        if (live) startTransition(() => setDaysAnswer({ key: daysKey, days: a.ok ? a.data.days : [] }));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [daysKey, clinicId, month, durationMinutes, locale]);

  useEffect(() => {
    if (!seatsKey || clinicId === null || !day) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      void callApi(
        "/api/v2/my_center/get_bookable_seat",
        { store_id: clinicId, date: day, duration: durationMinutes },
        locale,
      ).then((a) => {
        if (live) startTransition(() => setSeatsAnswer({ key: seatsKey, seats: a.ok ? a.data.seats : [] }));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [seatsKey, clinicId, day, durationMinutes, locale]);

  return {
    days: daysAnswer && daysAnswer.key === daysKey ? daysAnswer.days : null,
    seats: seatsAnswer && seatsAnswer.key === seatsKey ? seatsAnswer.seats : null,
  };
}
