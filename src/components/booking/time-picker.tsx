"use client";
import { useParams } from "next/navigation";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { callApi } from "@/components/api/api-client";
import { updateChoice, type BookingChoice } from "@/components/basket/basket-store";
import { hoursOn } from "@/config/booking-hours";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { addClinicDays, clinicDayOf, isolateLtr, visitorTimeIfDifferent, zoneLabel } from "@/shared/clinic-time";
import { BookingCalendar, calendarLocaleTag, weekdayOf, type DayStatus } from "./booking-calendar";
import type { CalendarNames } from "./calendar-names";
import { clampDay } from "./calendar-month";
import { TimeList, type Seat } from "./time-list";
import { nextDayEnd, pageClinicMoment, type ClinicOption } from "./types";
import { CallBackOffer } from "@/components/requests/call-back-offer";
import { useFormatTag } from "@/i18n/islands/use-format-tag";

// The weekend call-back form (and its phone-number rules) loads only when it is offered.
const WeekendCallBack = lazy(() => import("./weekend-call-back").then((m) => ({ default: m.WeekendCallBack })));

const isWeekend = (day: string) => [0, 6].includes(weekdayOf(day));

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
  // Each answer is kept with the question it answers: a list belongs to the clinic, month or day and
  // duration now shown, or the picker shows "loading" (re-selecting the same day asks nothing new, so the
  // times it already has stay on screen).
  const [daysAnswer, setDaysAnswer] = useState<{
    key: string;
    days: { day: string; free: boolean; closed?: boolean }[];
  } | null>(null);
  const [seatsAnswer, setSeatsAnswer] = useState<{
    key: string;
    seats: Seat[];
  } | null>(null);
  const daysKey = clinic && durationMinutes ? `${clinic.id}|${month}|${durationMinutes}|${locale}` : null;
  const seatsKey =
    clinic && choice.day && durationMinutes ? `${clinic.id}|${choice.day}|${durationMinutes}|${locale}` : null;
  const days = daysAnswer && daysAnswer.key === daysKey ? daysAnswer.days : null;
  const seats = seatsAnswer && seatsAnswer.key === seatsKey ? seatsAnswer.seats : null;
  const clinicId = clinic?.id ?? null;
  useEffect(() => {
    if (!daysKey || clinicId === null) return;
    let live = true;
    void callApi(
      "/api/v2/my_center/get_bookable_seat_map",
      { store_id: clinicId, month, duration: durationMinutes },
      locale,
    ).then((a) => {
      // Answers are shown in transitions: React renders the month (or the day's times) in slices, so their
      // arrival is never one long task for a phone (issue 14, total blocking time).
      if (live)
        startTransition(() =>
          setDaysAnswer({
            key: daysKey,
            days: a.ok ? a.data.days : [],
          }),
        );
    });
    return () => {
      live = false;
    };
  }, [daysKey, clinicId, month, durationMinutes, locale]);

  useEffect(() => {
    if (!seatsKey || clinicId === null || !choice.day) return;
    let live = true;
    void callApi(
      "/api/v2/my_center/get_bookable_seat",
      { store_id: clinicId, date: choice.day, duration: durationMinutes },
      locale,
    ).then((a) => {
      if (live)
        startTransition(() =>
          setSeatsAnswer({
            key: seatsKey,
            seats: a.ok ? a.data.seats : [],
          }),
        );
    });
    return () => {
      live = false;
    };
  }, [seatsKey, clinicId, choice.day, durationMinutes, locale]);

  useEffect(() => {
    if (!focusTimes.current) return;
    focusTimes.current = false;
    // The tiles are brought into view once they arrive (below); focusing must not scroll to the heading alone.
    timeHeading.current?.focus({ preventScroll: true });
  }, [choice.day]);

  // After a day is chosen, its first times come into view (on a phone they started below the fold, issue 40 row 8):
  // the heading goes to the top of the window unless the first tile is already in view.
  const revealTimes = useRef(false);
  const timesBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!revealTimes.current || seats === null) return;
    revealTimes.current = false;
    const target = timesBox.current?.querySelector("[data-time]") ?? timeHeading.current;
    const box = target?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight))
      timeHeading.current?.scrollIntoView({ block: "start" });
  }, [seats]);

  const dayOf = days ? new Map(days.map((d) => [d.day, d])) : null;
  const statusOf = (day: string): DayStatus => {
    const entry = dayOf?.get(day);
    if (entry === undefined) return dayOf ? "none" : "unknown";
    // A day the whole clinic is closed (a public holiday) is unavailable: no waitlist, no call-back.
    if (entry.closed) return "none";
    if (entry.free) return "free";
    const callBack = weekendCallBack && isWeekend(day);
    if (waitlist && clinic && hoursOn(clinic.weeklyHours, day)) return callBack ? "offer" : "waitlist";
    return callBack ? "offer" : "none";
  };
  const confirmByPointer = (event: MouseEvent) => {
    // detail is 0 for the click a keyboard choice fires; a pointer's click counts 1 or more.
    if (event.detail > 0 && (event.target as HTMLElement).closest("[data-time]")) onTimeConfirmed?.();
  };
  // These listen in the capture phase, before anything inside can stop the keys. Space
  // chooses on key up (so the focus moves only after it: a Space released on Continue would press it); Enter
  // is no radio key, so it chooses the focused time itself.
  const confirmByKey = (event: KeyboardEvent) => {
    const radio = (event.target as HTMLElement)
      .closest("[data-time]")
      ?.querySelector<HTMLInputElement>("input[type=radio]");
    if (!radio) return;
    if (event.type === "keyup" && event.key === " ") setTimeout(() => onTimeConfirmed?.(), 0);
    if (event.type === "keydown" && event.key === "Enter") {
      event.preventDefault();
      if (!radio.checked) radio.click();
      setTimeout(() => onTimeConfirmed?.(), 0);
    }
  };

  const offered = seats && bands ? seats.filter((seat) => bands.includes(seat.band)) : seats;
  const selectedSeat = seats?.find((s) => s.starts_at === choice.startsAt) ?? null;
  return (
    // Three columns only where the picker itself is wide enough (the basket), stacked in a narrower place (a
    // programme session's form in the account): a container query, not the window's width.
    <div className="@container">
      <div className="grid gap-8 @5xl:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)]">
        <fieldset>
          <legend className="text-sm font-medium">{t("clinic")}</legend>
          <div className="mt-3 flex flex-col gap-2">
            {clinics.map((c) => (
              <label
                key={c.id}
                className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 ${c.id === choice.clinicId ? "border-gold-deep bg-white" : "border-linen"}`}
              >
                <input
                  type="radio"
                  name="clinic"
                  value={c.id}
                  checked={c.id === choice.clinicId}
                  onChange={() => {
                    onChange({
                      clinicId: c.id,
                      day: null,
                      startsAt: null,
                      holdId: null,
                      holdExpiresAt: null,
                      inResidence: false,
                    });
                  }}
                  className="mt-1 accent-[var(--color-gold-deep)]"
                />
                <span>
                  <span className="block font-medium">{c.name}</span>
                  <span className="block text-xs text-stone">
                    {t("zoneHeading", {
                      city: c.city,
                      zone: isolateLtr(
                        choice.day
                          ? zoneLabel(new Date(`${choice.day}T12:00:00Z`), c.timeZone)
                          : (pageClinicMoment(c, pageClock)?.zoneNow ?? zoneLabel(new Date(), c.timeZone)),
                      ),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {!clinic && <p className="mt-2 text-sm text-stone">{tForm("selectClinic")}</p>}
          {clinic?.inResidence && (
            <label className="mt-4 flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={choice.inResidence}
                onChange={(e) => onChange({ inResidence: e.target.checked })}
                className="mt-0.5"
              />
              {t("inResidence", { amount: formatMoney(25000, "USD", locale) })}
            </label>
          )}
        </fieldset>

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
                labels={{
                  label: t("date"),
                  previous: t("previousMonth"),
                  next: t("nextMonth"),
                  none: t("noFreeTime"),
                  offer: weekendCallBack ? t("noFreeTimeCallBack") : undefined,
                  waitlist: waitlist?.label,
                }}
                onChange={(day) => {
                  focusTimes.current = true;
                  // The day already chosen: keep its times and the time picked on it.
                  if (day === choice.day) {
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
                }}
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

        <div>
          <h3
            ref={timeHeading}
            id="time-list-title"
            tabIndex={-1}
            className="scroll-mt-24 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-gold-deep"
            data-testid="time-heading"
          >
            {t("time")}
          </h3>
          {clinic && choice.day ? (
            <>
              <p className="mt-3 text-sm" data-testid="time-zone">
                {t("zoneHeading", {
                  city: clinic.city,
                  zone: isolateLtr(zoneLabel(new Date(`${choice.day}T12:00:00Z`), clinic.timeZone)),
                })}
              </p>
              <OwnTime clinic={clinic} seat={selectedSeat} />
              {durationMinutes ? (
                <p className="mt-1 text-xs text-stone">{t("duration", { minutes: durationMinutes })}</p>
              ) : null}
              {offered === null ? (
                <div className="mt-3" role="status" aria-busy="true">
                  <p className="text-sm text-stone">{t("loading")}</p>
                  <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-hidden="true">
                    {Array.from({ length: 8 }, (_, i) => (
                      <span key={i} className="min-h-11 animate-pulse rounded-xl bg-sand/70" />
                    ))}
                  </div>
                </div>
              ) : offered.length === 0 ? (
                <>
                  {waitlist?.render(clinic, choice.day)}
                  {weekendCallBack && clinic.slug && isWeekend(choice.day) ? (
                    <Suspense fallback={<p className="mt-3 min-h-40 text-sm text-stone">{t("noTimes")}</p>}>
                      <WeekendCallBack
                        key={`${clinic.id}|${choice.day}`}
                        clinic={clinic}
                        clinicSlug={clinic.slug}
                        day={choice.day}
                      />
                    </Suspense>
                  ) : waitlist ? null : (
                    <p className="mt-3 text-sm text-stone">{t("noTimes")}</p>
                  )}
                </>
              ) : (
                <div
                  ref={timesBox}
                  onClickCapture={confirmByPointer}
                  onKeyDownCapture={confirmByKey}
                  onKeyUpCapture={confirmByKey}
                >
                  <TimeList
                    seats={offered}
                    selected={choice.startsAt}
                    label={t("time")}
                    surchargeFor={surchargeFor}
                    visitPriceCents={visitPriceCents}
                    standardHours={hoursOn(clinic.weeklyHours, choice.day)}
                    onSelect={(startsAt) => onChange({ startsAt, holdId: null, holdExpiresAt: null })}
                  />
                </div>
              )}
            </>
          ) : (
            <p className="mt-3 text-sm text-stone">{clinic ? tForm("selectDate") : null}</p>
          )}
        </div>
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

const noSubscription = () => () => {};

/**
 * The visitor's own time (or zone), once, and only when their zone reads differently from the clinic's. Their zone
 * is known only in the browser, so this leaf renders again once the page is live: it alone, not the whole picker
 * and its calendar (that re-render was a long task on a phone, issue 14).
 */
function OwnTime({ clinic, seat }: { clinic: ClinicOption; seat: Seat | null }) {
  const t = useTranslations("booking.time");
  const tag = useFormatTag();
  const visitorZone = useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
  // Only once a time is chosen: "Your own time: GMT" above a list of London times said nothing useful (row 8).
  if (!visitorZone || !seat) return null;
  const own = visitorTimeIfDifferent(new Date(seat.starts_at), clinic.timeZone, visitorZone, tag);
  if (!own) return null;
  return (
    <p className="mt-1 text-xs text-stone" data-testid="own-time">
      {t("ownTimeSelected", { clinicTime: isolateLtr(seat.clinic_time), city: clinic.city, time: isolateLtr(own) })}
    </p>
  );
}

/**
 * The moment the page's clinic days are judged at (`pageClinicMoment`): the page's own until a clinic's day ends by the
 * browser's clock, when the picker renders again with that clock (so its first render matches the server's, and a
 * basket left open past a clinic's midnight starts its calendar on the new tomorrow).
 */
function usePageClock(clinics: readonly ClinicOption[]): number | undefined {
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
