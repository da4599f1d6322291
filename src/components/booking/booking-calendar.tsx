"use client";

import { getDayOfWeek, parseDate, type CalendarDate, type DateValue } from "@internationalized/date";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading, I18nProvider } from "react-aria-components";

/**
 * How a day reads on the calendar: "free" (times to book), "none" (no free time: focusable, announced,
 * not selectable), "offer" (no free time, but selectable because something is offered for it, such as
 * the weekend call-back), "waitlist" (fully booked, selectable to join its waitlist; decision 183),
 * "unknown" (not known yet: shown and selectable, the grid is busy).
 */
export type DayStatus = "free" | "none" | "offer" | "waitlist" | "unknown";

export interface BookingCalendarLabels {
  /** The grid's accessible name. */
  label: string;
  previous: string;
  next: string;
  /** Added to the name of a day without free time ("no free time"). */
  none: string;
  /** Added to the name of a day offered for something else ("no free time online: ask us to call you back"). */
  offer?: string;
  /** Added to the name of a fully booked day whose waitlist can be joined. */
  waitlist?: string;
}

interface Props {
  /** BCP 47 tag: month and weekday names, the first day of the week and the direction follow it. */
  localeTag: string;
  /** The chosen day (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (day: string) => void;
  /** The day whose month is shown and which the keyboard focus starts from (controlled). */
  focusedDay: string;
  onFocusedDayChange: (day: string) => void;
  minDay?: string;
  maxDay?: string;
  statusOf: (day: string) => DayStatus;
  /** True while the month's availability is on its way. */
  busy?: boolean;
  labels: BookingCalendarLabels;
  /** Shown under the grid (a key to the marks). */
  footer?: ReactNode;
}

const cell =
  "relative m-0.5 grid aspect-square min-h-10 place-items-center rounded-full text-sm font-medium tabular-nums outline-none transition cursor-pointer " +
  "data-[outside-month]:invisible data-[disabled]:cursor-default data-[disabled]:font-normal data-[disabled]:text-stone/50 " +
  "data-[unavailable]:cursor-not-allowed data-[unavailable]:font-normal data-[unavailable]:text-stone data-[unavailable]:line-through " +
  "data-[hovered]:bg-sand data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-deep " +
  "data-[selected]:bg-ink data-[selected]:text-ivory data-[selected]:no-underline";

/** The area's country, for English (the first day of the week: Sunday in the US and South Africa, Monday in the UK). */
const areaRegion: Record<string, string> = { us: "US", uk: "GB", za: "ZA" };
const languageTags: Record<string, string> = { en: "en", zh: "zh-Hans", ar: "ar", de: "de", fr: "fr", ru: "ru", es: "es", ja: "ja" };

/**
 * The calendar's locale: English follows the area (en-US, en-GB, en-ZA); every other language its own
 * default region (de: Monday, ar: Saturday, ja: Sunday, zh-Hans: Monday…), which is how its readers
 * expect a week to start wherever they book.
 */
export function calendarLocaleTag(locale: string, area?: string | null): string {
  if (locale === "en" && area && areaRegion[area]) return `en-${areaRegion[area]}`;
  return languageTags[locale] ?? locale;
}

/** The weekday of a day as 0 = Sunday … 6 = Saturday, whatever the locale. */
export function weekdayOf(day: string): number {
  return getDayOfWeek(parseDate(day), "en-US");
}

/**
 * The one month calendar (booking, spa and residence requests, programme sessions): React Aria's
 * Calendar, so a grid with arrow keys, Page Up/Down and Home/End, the locale's first day of the week,
 * mirrored in right-to-left languages. Days without free time stay in the tab order of the grid and say
 * so (aria-describedby), styled struck through; "offer" and "waitlist" days stay selectable.
 */
export function BookingCalendar({ localeTag, value, onChange, focusedDay, onFocusedDayChange, minDay, maxDay, statusOf, busy = false, labels, footer }: Props) {
  const noneId = useId();
  const offerId = useId();
  const waitlistId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const isUnavailable = (date: DateValue) => statusOf(date.toString()) === "none";
  // React Aria's cell passes no aria-describedby of ours through to its button: each day's description is set
  // here from its status after every render (React never manages this attribute, so it is not overwritten). A
  // layout effect: it runs in the same commit as the status it follows, so no one (a screen reader, a test)
  // ever finds a day's new status with the old description.
  useLayoutEffect(() => {
    for (const day of grid.current?.querySelectorAll<HTMLElement>("[data-day]") ?? []) {
      const status = day.getAttribute("data-status");
      const description = status === "none" ? noneId : status === "offer" ? offerId : status === "waitlist" ? waitlistId : null;
      if (description) day.setAttribute("aria-describedby", description);
      else day.removeAttribute("aria-describedby");
    }
  });
  return (
    <I18nProvider locale={localeTag}>
      <Calendar<CalendarDate>
        aria-label={labels.label}
        value={value ? parseDate(value) : null}
        onChange={(date) => onChange(date.toString())}
        focusedValue={parseDate(focusedDay)}
        onFocusChange={(date) => onFocusedDayChange(date.toString())}
        minValue={minDay ? parseDate(minDay) : undefined}
        maxValue={maxDay ? parseDate(maxDay) : undefined}
        isDateUnavailable={isUnavailable}
        className="w-full"
        data-testid="booking-calendar"
      >
        <header className="flex items-center justify-between gap-2">
          <Button slot="previous" aria-label={labels.previous} className="grid size-10 place-items-center rounded-full outline-none hover:bg-sand disabled:opacity-30 data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-deep">
            <ChevronLeft aria-hidden="true" className="size-5 flip-rtl" />
          </Button>
          <Heading className="font-serif text-xl" />
          <Button slot="next" aria-label={labels.next} className="grid size-10 place-items-center rounded-full outline-none hover:bg-sand disabled:opacity-30 data-[focus-visible]:ring-2 data-[focus-visible]:ring-gold-deep">
            <ChevronRight aria-hidden="true" className="size-5 flip-rtl" />
          </Button>
        </header>
        <div ref={grid} aria-busy={busy || undefined}>
        <CalendarGrid className="mt-3 w-full border-collapse" weekdayStyle="short">
          <CalendarGridHeader>{(day) => <CalendarHeaderCell className="pb-2 text-xs font-medium text-stone">{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const day = date.toString();
              const status = statusOf(day);
              return (
                <CalendarCell
                  date={date}
                  data-day={day}
                  data-status={status}
                  className={`${cell} ${status === "offer" || status === "waitlist" ? "text-stone line-through decoration-gold-deep" : ""} ${status === "unknown" ? "text-stone" : ""}`}
                />
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
        </div>
        <span id={noneId} hidden>
          {labels.none}
        </span>
        <span id={offerId} hidden>
          {labels.offer ?? labels.none}
        </span>
        <span id={waitlistId} hidden>
          {labels.waitlist ?? labels.none}
        </span>
        {footer}
      </Calendar>
    </I18nProvider>
  );
}
