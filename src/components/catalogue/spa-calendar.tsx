"use client";

import { startTransition, useEffect, useState } from "react";
import { BookingCalendar, weekdayOf } from "@/components/booking/booking-calendar";
import { addDays, addMonths, dayOfLocalDate } from "@/components/booking/calendar-month";
import type { CalendarNames } from "@/components/booking/calendar-names";
import { useTranslations } from "@/i18n/islands/island-intl";

interface Props {
  /** BCP 47 tag: month names, weekday names and the first day of the week follow it. */
  localeTag: string;
  /** Weekdays the spa is open, 0 = Sunday. */
  openWeekdays: readonly number[];
  /** The chosen day (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (day: string) => void;
  /**
   * The locale's calendar names from the server (`calendarNamesFor`, decision 197), so the browser builds no Intl
   * formatter. Data, not words of the catalogue: CLDR's month and weekday names for `localeTag`, which is the
   * area's format tag (en-GB in London, en-US in New York), not only the page's language.
   */
  names?: CalendarNames | null;
}

/**
 * The spa's and residence's preferred day: the booking calendar (src/components/booking/booking-calendar.tsx)
 * with opening days as its free days. It renders after hydration only, because "today" is the visitor's
 * today, not the day the page was built. Its words are `catalogue.calendar`'s (the `requestPanel` provider).
 */
export function SpaCalendar(props: Props) {
  const t = useTranslations("catalogue.calendar");
  const [mounted, setMounted] = useState(false);
  // Mounted in a transition: React renders the calendar's grid in slices and lets the browser breathe between
  // them, where a mount during hydration was one long task of the page's start (issue 14, total blocking time).
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!mounted) return <p className="rounded-xl bg-sand p-4 text-sm text-stone">{t("noScript")}</p>;
  return <MountedSpaCalendar {...props} />;
}

function MountedSpaCalendar({ localeTag, openWeekdays, value, onChange, names }: Props) {
  const t = useTranslations("catalogue.calendar");
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
        labels={{ label: t("label"), previous: t("previous"), next: t("next"), none: t("closed") }}
        names={names}
        footer={
          <p className="mt-3 flex flex-wrap gap-4 text-xs text-stone" aria-hidden="true">
            <span className="flex items-center gap-1.5">
              <span className="font-medium text-ink">23</span> {t("open")}
            </span>
            <span className="flex items-center gap-1.5">
              <span className="text-stone line-through">31</span> {t("closed")}
            </span>
          </p>
        }
      />
    </div>
  );
}
