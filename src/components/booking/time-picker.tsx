"use client";
import { useParams } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { updateChoice, type BookingChoice } from "@/components/basket/basket-store";
import { afterNextPaint } from "@/components/ui/after-next-paint";
import { hoursOn } from "@/config/booking-hours";
import type { Locale } from "@/i18n/locales";
import { addClinicDays, clinicDayOf } from "@/shared/clinic-time";
import { BookingCalendar, calendarLocaleTag, type DayStatus } from "./booking-calendar";
import type { CalendarNames } from "./calendar-names";
import { clampDay } from "./calendar-month";
import type { Seat } from "./time-list";
import { pageClinicMoment, type ClinicOption } from "./types";
import { CallBackOffer } from "@/components/requests/call-back-offer";
import { ClinicChoice } from "./clinic-choice";
import { DayTimes, isWeekend } from "./day-times";
import { useAvailability } from "./use-availability";
import { usePageClock } from "./use-page-clock";

/** Clinic, then a day on the month calendar, then a time shown in the clinic's zone (and the visitor's). */
function TimePickerView({
  clinics,
  choice,
  durationMinutes,
  surchargeFor,
  onChange = updateChoice,
  bands,
  weekendCallBack = false,
  waitlist,
  onTimeConfirmed,
  calendarNames,
  visitPriceCents = null,
}: {
  clinics: ClinicOption[];
  choice: BookingChoice;
  /** Minutes the booking takes; null while it is not known yet (nothing is fetched until it is). */
  durationMinutes: number | null;
  /** Surcharge in cents a start in this band would add (shown on the slot). */
  surchargeFor: (band: Seat["band"]) => number;
  /** Where choices go: the basket's stored choice by default; My Programs keeps its own. */
  onChange?: (patch: Partial<BookingChoice>) => void;
  /** Offer only these bands (My Programs: standard hours, since the account cannot charge a surcharge). */
  bands?: Seat["band"][];
  /** Offer "ask us to call you back" on a Saturday or Sunday without free time (the basket; decision 113). */
  weekendCallBack?: boolean;
  /**
   * Offer the waitlist on fully booked days the clinic is open (the basket; decision 183): such a weekday stays
   * selectable, described by `label` (a weekend day keeps the call-back's "offer"), and `render` shows the join
   * form where its times would be (above the call-back on a weekend).
   */
  waitlist?: { render: (clinic: ClinicOption, day: string) => ReactNode; label: string };
  /** A time was chosen by a tap, a click, Enter or Space (not by arrow keys moving through the list). */
  onTimeConfirmed?: () => void;
  /** The calendar's names for the page's locale, computed on the server (`calendarNamesFor`, decision 197). */
  calendarNames?: CalendarNames | null;
  /** The visit's list price at standard hours (the basket): an early or late tile shows the price it makes. */
  visitPriceCents?: number | null;
}) {
  const t = useTranslations("booking.time");
  const tForm = useTranslations("booking.form");
  const locale = useLocale() as Locale;
  const clinic = clinics.find((c) => c.id === choice.clinicId) ?? null;
  const params = useParams<{ area?: string }>();
  const calendarTag = calendarLocaleTag(locale, params?.area);
  const pageClock = usePageClock(clinics);
  // Today never has a time (24-hour lead time): the calendar starts on the clinic's tomorrow. The clinic's day as
  // the page was rendered while that day lasts, when the page gives it (no ICU start-up in the browser, decision 199).
  const firstDay = addClinicDays(
    (clinic && pageClinicMoment(clinic, pageClock)?.today) ?? clinicDayOf(new Date(), clinic?.timeZone ?? "UTC"),
    1,
  );
  const [chosenFocus, setFocusedDay] = useState(choice.day && choice.day >= firstDay ? choice.day : firstDay);
  // The month shown, and asked for, never starts before the chosen clinic's tomorrow: choosing a clinic whose
  // tomorrow is already next month (London after its midnight on the month's last day, while New York's is still
  // this month) moves it there, as the calendar itself does (it used to ask for the month before and show every day
  // as taken).
  const focusedDay = clampDay(chosenFocus, firstDay);
  const month = focusedDay.slice(0, 7);
  const timeHeading = useRef<HTMLHeadingElement>(null);
  const focusTimes = useRef(false);
  const clinicId = clinic?.id ?? null;
  const { days, seats } = useAvailability({ clinicId, month, day: choice.day, durationMinutes, locale });

  useEffect(() => {
    if (!focusTimes.current) return;
    focusTimes.current = false;
    // The tiles are brought into view once they arrive (below); focusing must not scroll to the heading alone. After
    // the tap's answer is painted: focus makes the browser lay the page out first (issue 44, tapping a day).
    return afterNextPaint(() => timeHeading.current?.focus({ preventScroll: true }));
  }, [choice.day]);

  // After a day is chosen, its first times come into view (on a phone they started below the fold, issue 40 row 8):
  // the heading goes to the top of the window unless the first tile is already in view.
  const revealTimes = useRef(false);
  const timesBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!revealTimes.current || seats === null) return;
    revealTimes.current = false;
    // Measured after the times are painted, for the same reason as the focus above.
    return afterNextPaint(() => {
      const target = timesBox.current?.querySelector("[data-time]") ?? timeHeading.current;
      const box = target?.getBoundingClientRect();
      if (box && (box.top < 0 || box.bottom > window.innerHeight))
        timeHeading.current?.scrollIntoView({ block: "start" });
    });
  }, [seats]);

  // The calendar's props stay the same objects while only the time changes, so tapping a time does not render the
  // month again (BookingCalendar is memoized; issue 44, tapping a time).
  const dayOf = useMemo(() => (days ? new Map(days.map((d) => [d.day, d])) : null), [days]);
  const canWaitlist = !!waitlist;
  const statusOf = useCallback(
    (day: string): DayStatus => {
      const entry = dayOf?.get(day);
      if (entry === undefined) return dayOf ? "none" : "unknown";
      // A day the whole clinic is closed (a public holiday) is unavailable: no waitlist, no call-back.
      if (entry.closed) return "none";
      if (entry.free) return "free";
      const callBack = weekendCallBack && isWeekend(day);
      if (canWaitlist && clinic && hoursOn(clinic.weeklyHours, day)) return callBack ? "offer" : "waitlist";
      return callBack ? "offer" : "none";
    },
    [dayOf, weekendCallBack, canWaitlist, clinic],
  );
  const waitlistLabel = waitlist?.label;
  const calendarLabels = useMemo(
    () => ({
      label: t("date"),
      previous: t("previousMonth"),
      next: t("nextMonth"),
      none: t("noFreeTime"),
      offer: weekendCallBack ? t("noFreeTimeCallBack") : undefined,
      waitlist: waitlistLabel,
    }),
    [t, weekendCallBack, waitlistLabel],
  );
  const chosenDay = choice.day;
  const chooseDay = useCallback(
    (day: string) => {
      focusTimes.current = true;
      // The day already chosen: keep its times and the time picked on it.
      if (day === chosenDay) {
        focusTimes.current = false;
        timeHeading.current?.focus();
        return;
      }
      revealTimes.current = true;
      onChange({
        day,
        startsAt: null,
        holdId: null,
        holdExpiresAt: null,
      });
    },
    [chosenDay, onChange],
  );
  return (
    // Three columns only where the picker itself is wide enough (the basket), stacked in a narrower place (a
    // programme session's form in the account): a container query, not the window's width.
    <div className="@container">
      <div className="grid gap-8 @5xl:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)]">
        <ClinicChoice clinics={clinics} choice={choice} pageClock={pageClock} onChange={onChange} />

        <div>
          <h3 className="text-sm font-medium">{t("date")}</h3>
          {clinic ? (
            <div className="mt-3">
              <BookingCalendar
                localeTag={calendarTag}
                names={calendarNames}
                value={choice.day}
                focusedDay={focusedDay}
                onFocusedDayChange={setFocusedDay}
                minDay={firstDay}
                statusOf={statusOf}
                busy={days === null}
                labels={calendarLabels}
                onChange={chooseDay}
              />
              <p
                className="mt-4 rounded-2xl bg-sand/60 p-3 text-xs leading-relaxed text-stone"
                data-testid="lead-time-note"
              >
                {t("leadTime", { phone: clinic.phone, email: clinic.email })}
              </p>
              <CallBackOffer />
            </div>
          ) : (
            <p className="mt-3 text-sm text-stone">{tForm("selectClinic")}</p>
          )}
        </div>

        <DayTimes
          clinic={clinic}
          choice={choice}
          seats={seats}
          bands={bands}
          durationMinutes={durationMinutes}
          surchargeFor={surchargeFor}
          visitPriceCents={visitPriceCents}
          weekendCallBack={weekendCallBack}
          waitlist={waitlist}
          onChange={onChange}
          onTimeConfirmed={onTimeConfirmed}
          headingRef={timeHeading}
          timesRef={timesBox}
        />
      </div>
    </div>
  );
}

/**
 * The picker skips a parent's re-render that changes none of its props (the basket page re-renders as it goes live
 * and as its quote answers; a calendar rendered again for nothing is a long task on a phone, issue 14). Its users
 * pass props that keep their identity while their content is unchanged.
 */
export const TimePicker = memo(TimePickerView);
