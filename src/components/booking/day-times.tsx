"use client";
import { lazy, Suspense, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import type { BookingChoice } from "@/components/basket/basket-store";
import { hoursOn } from "@/config/booking-hours";
import { isolateLtr, dayZoneLabel } from "@/shared/clinic-time";
import { weekdayOf } from "./booking-calendar";
import { OwnTime } from "./own-time";
import { TimeList, type Seat } from "./time-list";
import type { ClinicOption } from "./types";

// The weekend call-back form (and its phone-number rules) loads only when it is offered.
const WeekendCallBack = lazy(() => import("./weekend-call-back").then((m) => ({ default: m.WeekendCallBack })));

export const isWeekend = (day: string) => [0, 6].includes(weekdayOf(day));

/**
 * The time picker's last column: the chosen day's times in the clinic's zone (and the visitor's), or, on a day
 * without any, the waitlist and the weekend call-back where the page offers them.
 */
export function DayTimes({
  clinic,
  choice,
  seats,
  bands,
  durationMinutes,
  surchargeFor,
  visitPriceCents,
  weekendCallBack,
  waitlist,
  onChange,
  onTimeConfirmed,
  headingRef,
  timesRef,
}: {
  clinic: ClinicOption | null;
  choice: BookingChoice;
  /** The day's times, null while they load. */
  seats: Seat[] | null;
  bands?: Seat["band"][];
  durationMinutes: number | null;
  surchargeFor: (band: Seat["band"]) => number;
  visitPriceCents: number | null;
  weekendCallBack: boolean;
  waitlist?: { render: (clinic: ClinicOption, day: string) => ReactNode; label: string };
  onChange: (patch: Partial<BookingChoice>) => void;
  onTimeConfirmed?: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  timesRef: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("booking.time");
  const tForm = useTranslations("booking.form");

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
    <div>
      <h3
        ref={headingRef}
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
              zone: isolateLtr(dayZoneLabel(choice.day, clinic.timeZone, clinic.offsets)),
            })}
          </p>
          <OwnTime clinic={clinic} day={choice.day} seat={selectedSeat} />
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
              ref={timesRef}
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
                currency={clinic.currency}
                onSelect={(startsAt) => onChange({ startsAt, holdId: null, holdExpiresAt: null })}
              />
            </div>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-stone">{clinic ? tForm("selectDate") : null}</p>
      )}
    </div>
  );
}
