"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  createContext,
  memo,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentProps,
  type ReactNode,
} from "react";
import { DayPicker, type CalendarDay, type DayButtonProps, type Modifiers } from "react-day-picker";
import {
  clampDay,
  dayOfLocalDate,
  firstWeekdayOf,
  isRightToLeft,
  localDateOf,
  startOfMonth,
  weekdayOf,
} from "./calendar-month";
import { formatCalendarDate as formatDate, type CalendarNames } from "./calendar-names";
import { afterNextPaint } from "@/components/ui/after-next-paint";

export { weekdayOf };
export { calendarLocaleTag } from "./calendar-month";

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
  /** The locale's names, computed on the server (`calendarNamesFor`): without them the browser builds Intl formatters. */
  names?: CalendarNames | null;
}

/**
 * A day's look is one class, `calendar-day` (src/app/globals.css), whose states follow the button's data attributes
 * (status, disabled, unavailable, selected): a month's 35 buttons used to carry 823 bytes of utility classes each,
 * 28.8 KB of the basket's HTML.
 */
const dayButton = "calendar-day";

const monthButton =
  "grid size-10 place-items-center rounded-full outline-none hover:bg-sand aria-disabled:opacity-30 aria-disabled:hover:bg-transparent focus-visible:ring-2 focus-visible:ring-gold-deep";

const classNames = {
  root: "w-full",
  months: "w-full",
  month: "grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2",
  month_caption: "justify-self-center",
  caption_label: "font-serif text-xl",
  button_previous: monthButton,
  button_next: monthButton,
  // Fixed layout: seven equal columns whatever the weekday names' length (Arabic's are whole words), so the
  // grid never grows wider than its card on a phone.
  month_grid: "col-span-3 mt-3 w-full table-fixed border-collapse",
  weekday: "px-0 pb-2 text-xs font-medium text-stone",
  day: "p-0 text-center",
};

interface DaysOfStatus {
  statusOf: (day: string) => DayStatus;
  /** The id of the hidden text describing a day of each status that needs one. */
  describedBy: Partial<Record<DayStatus, string>>;
}

const DaysOfStatusContext = createContext<DaysOfStatus>({ statusOf: () => "unknown", describedBy: {} });

/**
 * DayPicker's grid cell without its data attributes: the day's button carries ours, once (journeys click
 * `[data-day=…]`). The neighbouring months' days are drawn invisible, so the first row starts on the week's
 * first day, as the grid's columns say.
 */
function DayCell({
  day,
  modifiers,
  children,
  ...cell
}: ComponentProps<"td"> & { day: CalendarDay; modifiers: Modifiers }) {
  void modifiers;
  const own = Object.fromEntries(Object.entries(cell).filter(([name]) => !name.startsWith("data-")));
  return (
    <td {...own}>
      {day.outside ? (
        <span
          data-day={dayOfLocalDate(day.date)}
          data-outside-month="true"
          data-disabled="true"
          aria-disabled="true"
          aria-hidden="true"
          className={`${dayButton} invisible`}
        >
          {day.date.getDate()}
        </span>
      ) : (
        children
      )}
    </td>
  );
}

/**
 * A day's button with its status: described, struck through, not selectable when it has no free time.
 *
 * A tap focuses the button before it clicks it, and DayPicker renders the whole month on each: the focus to move its
 * focused day, the click to move it again and select. A focus that a press on the button gives is handed to DayPicker
 * after the tap's answer is painted, and only if no click followed (the click moves DayPicker's focus itself): the
 * tap renders the month once (issue 44, tapping a day). A keyboard's focus goes to DayPicker at once.
 */
function DayButtonOfStatus({ day, modifiers, className, ...button }: DayButtonProps) {
  const { statusOf, describedBy } = use(DaysOfStatusContext);
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const clicked = useRef(false);
  const { onFocus, onClick } = button;
  // DayPicker moves its focused day on a key: the day's button takes the browser's focus (as its own button does).
  // A tapped day has it already: focusing it again makes the browser lay out the page before it can paint the tap.
  useEffect(() => {
    if (modifiers.focused && document.activeElement !== ref.current) ref.current?.focus();
  }, [modifiers.focused]);
  void className;
  const date = dayOfLocalDate(day.date);
  const status = statusOf(date);
  const disabled = !!modifiers.disabled;
  const unavailable = !disabled && status === "none";
  return (
    <button
      {...button}
      ref={ref}
      onPointerDown={() => {
        pressed.current = true;
        clicked.current = false;
      }}
      onFocus={(event) => {
        if (!pressed.current) return onFocus?.(event);
        pressed.current = false;
        afterNextPaint(() => {
          if (!clicked.current && document.activeElement === ref.current) onFocus?.(event);
        });
      }}
      onClick={(event) => {
        pressed.current = false;
        clicked.current = true;
        onClick?.(event);
      }}
      aria-disabled={disabled || unavailable || undefined}
      aria-describedby={disabled ? undefined : describedBy[status]}
      data-day={date}
      data-status={status}
      data-selected={modifiers.selected || undefined}
      data-disabled={disabled || undefined}
      data-unavailable={unavailable || undefined}
      className={dayButton}
    />
  );
}

/** The month's name: a heading, announced when the month turns. */
function MonthHeading({ children, className }: ComponentProps<"span">) {
  return (
    <h2 aria-live="polite" className={className}>
      {children}
    </h2>
  );
}

function MonthChevron({ orientation }: { orientation?: "up" | "down" | "left" | "right" }) {
  return orientation === "left" ? (
    <ChevronLeft aria-hidden="true" className="size-5 flip-rtl" />
  ) : (
    <ChevronRight aria-hidden="true" className="size-5 flip-rtl" />
  );
}

/**
 * The one month calendar (booking, spa and residence requests, programme sessions): react-day-picker's grid
 * (arrow keys, Page Up/Down, with Shift a year, Home/End, mirrored right to left, one Tab stop), in the locale's
 * first day of the week and its month, weekday and day names. Days without free time stay in the keyboard's path
 * and say so (aria-describedby, aria-disabled), styled struck through; "offer" and "waitlist" days stay
 * selectable. It replaced React Aria's Calendar (decision 195): the same grid, a fifth of the blocking time when
 * the basket's page starts. The DOM keeps the data attributes the pages and tests read (data-day, data-status,
 * data-selected, data-disabled, data-unavailable, data-outside-month) on each day's button.
 */
function BookingCalendarView({
  localeTag,
  value,
  onChange,
  focusedDay,
  onFocusedDayChange,
  minDay,
  maxDay,
  statusOf,
  busy = false,
  labels,
  footer,
  names,
}: Props) {
  const noneId = useId();
  const offerId = useId();
  const waitlistId = useId();
  const focused = clampDay(focusedDay, minDay, maxDay);
  const days = useMemo<DaysOfStatus>(
    () => ({ statusOf, describedBy: { none: noneId, offer: offerId, waitlist: waitlistId } }),
    [statusOf, noneId, offerId, waitlistId],
  );

  return (
    <div className="w-full" data-testid="booking-calendar">
      <DaysOfStatusContext value={days}>
        <div aria-busy={busy || undefined}>
          <DayPicker
            mode="single"
            required
            selected={value ? localDateOf(value) : undefined}
            onSelect={(_date, chosen) => {
              const day = dayOfLocalDate(chosen);
              if (statusOf(day) !== "none") onChange(day);
            }}
            month={localDateOf(startOfMonth(focused))}
            // A month turned (its buttons, or the keyboard past the month's end): its first day that can be booked.
            onMonthChange={(month) => onFocusedDayChange(clampDay(dayOfLocalDate(month), minDay, maxDay))}
            // DayPicker's "today" is where the keyboard enters the grid when no day is chosen: our focused day.
            today={localDateOf(focused)}
            startMonth={minDay ? localDateOf(minDay) : undefined}
            endMonth={maxDay ? localDateOf(maxDay) : undefined}
            disabled={[
              ...(minDay ? [{ before: localDateOf(minDay) }] : []),
              ...(maxDay ? [{ after: localDateOf(maxDay) }] : []),
            ]}
            showOutsideDays
            weekStartsOn={firstWeekdayOf(localeTag) as 0 | 1 | 6}
            dir={isRightToLeft(localeTag) ? "rtl" : "ltr"}
            lang={localeTag}
            navLayout="around"
            classNames={classNames}
            formatters={{
              formatCaption: (month) => formatDate(localeTag, names, "month", month),
              formatWeekdayName: (weekday) => formatDate(localeTag, names, "weekday", weekday),
              formatDay: (date) => formatDate(localeTag, names, "day", date),
            }}
            labels={{
              labelGrid: (month) => `${labels.label}, ${formatDate(localeTag, names, "month", month)}`,
              labelDayButton: (date) => formatDate(localeTag, names, "date", date),
              labelWeekday: (weekday) => formatDate(localeTag, names, "weekdayLong", weekday),
              labelPrevious: () => labels.previous,
              labelNext: () => labels.next,
            }}
            components={{
              Day: DayCell,
              DayButton: DayButtonOfStatus,
              CaptionLabel: MonthHeading,
              Chevron: MonthChevron,
            }}
          />
        </div>
      </DaysOfStatusContext>
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
    </div>
  );
}

/** Memoized: a parent that passes the same props (the time picker, when only the time changes) renders no month. */
export const BookingCalendar = memo(BookingCalendarView);
