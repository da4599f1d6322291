"use client";

import { startTransition, useEffect, useState } from "react";
import { BookingCalendar, weekdayOf } from "@/components/booking/booking-calendar";
import { addDays, addMonths, dayOfLocalDate } from "@/components/booking/calendar-month";
import type { CalendarNames } from "@/components/booking/calendar-names";

export interface CalendarLabels {
  label: string;
  previous: string;
  next: string;
  open: string;
  closed: string;
  noScript: string;
}

interface Props {
  /** BCP 47 tag: month names, weekday names and the first day of the week follow it. */
  localeTag: string;
  /** Weekdays the spa is open, 0 = Sunday. */
  openWeekdays: readonly number[];
  /** The chosen day (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (day: string) => void;
  labels: CalendarLabels;
  /** The locale's calendar names from the server (`calendarNamesFor`), so the browser builds no Intl formatter. */
  names?: CalendarNames | null;
}

/**
 * The spa's and residence's preferred day: the booking calendar (src/components/booking/booking-calendar.tsx)
 * with opening days as its free days. It renders after hydration only, because "today" is the visitor's
 * today, not the day the page was built.
 */
export function SpaCalendar({ localeTag, openWeekdays, value, onChange, labels, names }: Props) {
  const [mounted, setMounted] = useState(false);
  // Mounted in a transition: React renders the calendar's grid in slices and lets the browser breathe between
  // them, where a mount during hydration was one long task of the page's start (issue 14, total blocking time).
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!mounted) return <p className="rounded-xl bg-sand p-4 text-sm text-stone">{labels.noScript}</p>;
  return (
    <MountedSpaCalendar
      localeTag={localeTag}
      openWeekdays={openWeekdays}
      value={value}
      onChange={onChange}
      labels={labels}
      names={names}
    />
  );
}

function MountedSpaCalendar({ localeTag, openWeekdays, value, onChange, labels, names }: Props) {
  const today = dayOfLocalDate(new Date());
  const first = addDays(today, 1);
  const last = addMonths(today, 6);
  const [focusedDay, setFocusedDay] = useState(value ?? first);
  return (
    <div className="w-full max-w-sm rounded-2xl border border-linen bg-white p-4">
      <BookingCalendar
        localeTag={localeTag}
        value={value}
        onChange={onChange}
        focusedDay={focusedDay}
        onFocusedDayChange={setFocusedDay}
        minDay={first}
        maxDay={last}
        statusOf={(day) => (openWeekdays.includes(weekdayOf(day)) ? "free" : "none")}
        labels={{ label: labels.label, previous: labels.previous, next: labels.next, none: labels.closed }}
        names={names}
        footer={
          <p className="mt-3 flex flex-wrap gap-4 text-xs text-stone" aria-hidden="true">
            <span className="flex items-center gap-1.5">
              <span className="font-medium text-ink">23</span> {labels.open}
            </span>
            <span className="flex items-center gap-1.5">
              <span className="text-stone line-through">31</span> {labels.closed}
            </span>
          </p>
        }
      />
    </div>
  );
}
