"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { callApi, updateChoice, type BookingChoice } from "@/components/basket/basket-store";
import { formatMoney } from "@/i18n/format-money";
import { localeTags, type Locale } from "@/i18n/locales";
import { isolateLtr, visitorTimeIfDifferent, zoneLabel } from "@/server/availability/clinic-time";
import { MonthCalendar } from "./month-calendar";
import { TimeList, type Seat } from "./time-list";
import type { ClinicOption } from "./types";


function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

function addMonths(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + delta, 1)));
}

/** Clinic, then a day on the month calendar, then a time shown in the clinic's zone (and the visitor's). */
export function TimePicker({
  clinics,
  choice,
  durationMinutes,
  surchargeFor,
  onChange = updateChoice,
  bands,
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
}) {
  const t = useTranslations("booking.time");
  const tForm = useTranslations("booking.form");
  const locale = useLocale() as Locale;
  const clinic = clinics.find((c) => c.id === choice.clinicId) ?? null;
  const thisMonth = monthOf(new Date());
  const [month, setMonth] = useState(choice.day?.slice(0, 7) ?? thisMonth);
  // Each answer is kept with the question it answers: a list belongs to the clinic, month or day and
  // duration now shown, or the picker shows "loading" (re-selecting the same day asks nothing new, so the
  // times it already has stay on screen).
  const [daysAnswer, setDaysAnswer] = useState<{ key: string; days: { day: string; free: boolean }[] } | null>(null);
  const [seatsAnswer, setSeatsAnswer] = useState<{ key: string; seats: Seat[] } | null>(null);
  const daysKey = clinic && durationMinutes ? `${clinic.id}|${month}|${durationMinutes}|${locale}` : null;
  const seatsKey = clinic && choice.day && durationMinutes ? `${clinic.id}|${choice.day}|${durationMinutes}|${locale}` : null;
  const days = daysAnswer && daysAnswer.key === daysKey ? daysAnswer.days : null;
  const seats = seatsAnswer && seatsAnswer.key === seatsKey ? seatsAnswer.seats : null;
  const visitorZone = useSyncExternalStore(
    () => () => {},
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );

  const clinicId = clinic?.id ?? null;
  useEffect(() => {
    if (!daysKey || clinicId === null) return;
    let live = true;
    void callApi<{ days: { day: string; free: boolean }[] }>("/api/v2/my_center/get_bookable_seat_map", { store_id: clinicId, month, duration: durationMinutes }, locale).then((a) => {
      if (live) setDaysAnswer({ key: daysKey, days: a.code === 2000 ? a.data.days : [] });
    });
    return () => {
      live = false;
    };
  }, [daysKey, clinicId, month, durationMinutes, locale]);

  useEffect(() => {
    if (!seatsKey || clinicId === null || !choice.day) return;
    let live = true;
    void callApi<{ seats: Seat[] }>("/api/v2/my_center/get_bookable_seat", { store_id: clinicId, date: choice.day, duration: durationMinutes }, locale).then((a) => {
      if (live) setSeatsAnswer({ key: seatsKey, seats: a.code === 2000 ? a.data.seats : [] });
    });
    return () => {
      live = false;
    };
  }, [seatsKey, clinicId, choice.day, durationMinutes, locale]);

  const tag = localeTags[locale];
  const offered = seats && bands ? seats.filter((seat) => bands.includes(seat.band)) : seats;
  // The visitor's own time, once, and only when their zone reads differently from the clinic's.
  const selectedSeat = seats?.find((s) => s.starts_at === choice.startsAt) ?? null;
  const reference = selectedSeat ? new Date(selectedSeat.starts_at) : choice.day ? new Date(`${choice.day}T12:00:00Z`) : null;
  const own = clinic && reference ? visitorTimeIfDifferent(reference, clinic.timeZone, visitorZone, tag) : null;
  const ownTime =
    clinic && reference && own && visitorZone
      ? selectedSeat
        ? t("ownTimeSelected", { clinicTime: isolateLtr(selectedSeat.clinic_time), city: clinic.city, time: isolateLtr(own) })
        : t("ownZone", { zone: isolateLtr(zoneLabel(reference, visitorZone)) })
      : null;
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr_1fr]">
      <fieldset>
        <legend className="text-sm font-medium">{t("clinic")}</legend>
        <div className="mt-3 flex flex-col gap-2">
          {clinics.map((c) => (
            <label key={c.id} className={`flex cursor-pointer items-start gap-3 rounded-2xl border p-3 ${c.id === choice.clinicId ? "border-gold-deep bg-white" : "border-linen"}`}>
              <input
                type="radio"
                name="clinic"
                value={c.id}
                checked={c.id === choice.clinicId}
                onChange={() => {
                  onChange({ clinicId: c.id, day: null, startsAt: null, holdId: null, holdExpiresAt: null, inResidence: false });
                }}
                className="mt-1 accent-[var(--color-gold-deep)]"
              />
              <span>
                <span className="block font-medium">{c.name}</span>
                <span className="block text-xs text-stone">{t("zoneHeading", { city: c.city, zone: isolateLtr(zoneLabel(choice.day ? new Date(`${choice.day}T12:00:00Z`) : new Date(), c.timeZone)) })}</span>
              </span>
            </label>
          ))}
        </div>
        {!clinic && <p className="mt-2 text-sm text-stone">{tForm("selectClinic")}</p>}
        {clinic?.inResidence && (
          <label className="mt-4 flex items-start gap-2 text-sm">
            <input type="checkbox" checked={choice.inResidence} onChange={(e) => onChange({ inResidence: e.target.checked })} className="mt-0.5" />
            {t("inResidence", { amount: formatMoney(25000, "USD", locale) })}
          </label>
        )}
      </fieldset>

      <div>
        <p className="text-sm font-medium">{t("date")}</p>
        {clinic ? (
          <div className="mt-3">
            <MonthCalendar
              month={month}
              days={days}
              selected={choice.day}
              canGoBack={month > thisMonth}
              onMonth={(d) => setMonth(addMonths(month, d))}
              onSelect={(day) => {
                // The day already chosen: keep its times and the time picked on it.
                if (day === choice.day) return;
                onChange({ day, startsAt: null, holdId: null, holdExpiresAt: null });
              }}
            />
            <p className="mt-4 rounded-2xl bg-sand/60 p-3 text-xs leading-relaxed text-stone" data-testid="lead-time-note">
              {t("leadTime", { phone: clinic.phone, email: clinic.email })}
            </p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-stone">{tForm("selectClinic")}</p>
        )}
      </div>

      <div>
        <p className="text-sm font-medium">{t("time")}</p>
        {clinic && choice.day ? (
          <>
            <p className="mt-3 text-sm" data-testid="time-zone">
              {t("zoneHeading", { city: clinic.city, zone: isolateLtr(zoneLabel(new Date(`${choice.day}T12:00:00Z`), clinic.timeZone)) })}
            </p>
            {ownTime && (
              <p className="mt-1 text-xs text-stone" data-testid="own-time">
                {ownTime}
              </p>
            )}
            {durationMinutes ? <p className="mt-1 text-xs text-stone">{t("duration", { minutes: durationMinutes })}</p> : null}
            {offered === null ? (
              <p className="mt-3 text-sm text-stone" role="status">
                {t("loading")}
              </p>
            ) : offered.length === 0 ? (
              <p className="mt-3 text-sm text-stone">{t("noTimes")}</p>
            ) : (
              <TimeList
                seats={offered}
                selected={choice.startsAt}
                label={t("time")}
                surchargeFor={surchargeFor}
                onSelect={(startsAt) => onChange({ startsAt, holdId: null, holdExpiresAt: null })}
              />
            )}
          </>
        ) : (
          <p className="mt-3 text-sm text-stone">{clinic ? tForm("selectDate") : null}</p>
        )}
      </div>
    </div>
  );
}
