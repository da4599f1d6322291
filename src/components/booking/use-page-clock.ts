"use client";
import { useEffect, useState } from "react";
import { nextDayEnd, type ClinicOption } from "./types";

/**
 * The moment the page's clinic days are judged at (`pageClinicMoment`): the page's own until a clinic's day ends by the
 * browser's clock, when the picker renders again with that clock (so its first render matches the server's, and a
 * basket left open past a clinic's midnight starts its calendar on the new tomorrow).
 */
export function usePageClock(clinics: readonly ClinicOption[]): number | undefined {
  const [now, setNow] = useState<number | undefined>(undefined);
  const next = nextDayEnd(clinics, now);
  useEffect(() => {
    if (next === null) return;
    // setTimeout holds at most 2^31 - 1 ms (24.8 days); a later end is looked at again then.
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), 2_147_483_647));
    return () => clearTimeout(id);
  }, [next]);
  return now;
}
