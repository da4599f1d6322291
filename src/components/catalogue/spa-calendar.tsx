"use client";

import { getDayOfWeek, getLocalTimeZone, today, type CalendarDate, type DateValue } from "@internationalized/date";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, I18nProvider } from "react-aria-components";

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
  value: CalendarDate | null;
  onChange: (value: CalendarDate) => void;
  labels: CalendarLabels;
}

const subscribe = () => () => {};

/**
 * The spa's month calendar (React Aria: grid semantics, arrow keys, Page Up/Down, Home/End,
 * locale week start, RTL). It shows opening days; availability arrives with booking. It renders
 * after hydration only, because "today" is the visitor's today, not the day the page was built.
 */
export function SpaCalendar({ localeTag, openWeekdays, value, onChange, labels }: Props) {
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  if (!mounted) return <p className="rounded-xl bg-sand p-4 text-sm text-stone">{labels.noScript}</p>;
  const isClosed = (date: DateValue) => !openWeekdays.includes(getDayOfWeek(date, "en-US"));
  return (
    <I18nProvider locale={localeTag}>
      <Calendar
        aria-label={labels.label}
        value={value}
        onChange={onChange}
        minValue={today(getLocalTimeZone()).add({ days: 1 })}
        maxValue={today(getLocalTimeZone()).add({ months: 6 })}
        isDateUnavailable={isClosed}
        className="w-full max-w-sm rounded-2xl border border-linen bg-white p-4"
      >
        <header className="flex items-center justify-between gap-2">
          <Button slot="previous" aria-label={labels.previous} className="grid size-9 place-items-center rounded-full hover:bg-sand disabled:opacity-30">
            <ChevronLeft aria-hidden="true" className="size-4 flip-rtl" />
          </Button>
          <Heading className="font-serif text-xl" />
          <Button slot="next" aria-label={labels.next} className="grid size-9 place-items-center rounded-full hover:bg-sand disabled:opacity-30">
            <ChevronRight aria-hidden="true" className="size-4 flip-rtl" />
          </Button>
        </header>
        <CalendarGrid className="mt-3 w-full border-collapse" weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className="pb-2 text-xs font-medium text-stone">{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell
                date={date}
                className="m-0.5 grid aspect-square place-items-center rounded-full text-sm font-medium outline-none transition data-[disabled]:font-normal data-[unavailable]:font-normal data-[outside-month]:invisible data-[disabled]:text-stone/50 data-[unavailable]:text-stone data-[unavailable]:line-through data-[hovered]:bg-sand data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-deep data-[selected]:bg-ink data-[selected]:text-ivory"
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
        <p className="mt-3 flex flex-wrap gap-4 text-xs text-stone" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="font-medium text-ink">23</span> {labels.open}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="text-stone line-through">31</span> {labels.closed}
          </span>
        </p>
      </Calendar>
    </I18nProvider>
  );
}
