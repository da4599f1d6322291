"use client";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { useId, useState } from "react";
import {
  DAY_PARTS,
  dayPartOf,
  minuteOfClock,
  surchargeBandRanges,
  type DayHours,
  type DayPart,
  type SurchargeBand,
} from "@/config/booking-hours";
import { fixedAmounts } from "@/config/money";
import type { ApiOutput } from "@/components/api/api-client";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { isolateLtr } from "@/shared/clinic-time";

/** A free start as the day's availability answers it (get_bookable_seat's contract). */
export type Seat = Pick<
  ApiOutput<"/api/v2/my_center/get_bookable_seat">["seats"][number],
  "starts_at" | "clinic_time" | "band"
>;

/**
 * A day's free starts as one radio group (one Tab stop, arrow keys move and choose), grouped Morning,
 * Afternoon, Evening (and Night). Standard hours show by default; out-of-hours starts sit behind
 * "Show early and late times", with a key explaining their surcharge right above them.
 */
export function TimeList({
  seats,
  selected,
  onSelect,
  surchargeFor,
  label,
  standardHours,
  visitPriceCents = null,
  currency,
}: {
  seats: Seat[];
  selected: string | null;
  onSelect: (startsAt: string) => void;
  surchargeFor: (band: SurchargeBand) => number;
  /** The group's accessible name. */
  label: string;
  /** The clinic's standard hours that day (decision 167): the key names the out-of-hours ranges around them. */
  standardHours?: DayHours | null;
  /** The visit's list price at standard hours: an early or late tile shows the visit's price at that time. */
  visitPriceCents?: number | null;
  /** The clinic's currency (ISO 4217): the key's surcharge and the tiles' prices are in it (decision 268). */
  currency: string;
}) {
  const t = useTranslations("booking.time");
  const locale = useLocale() as Locale;
  const keyId = useId();
  const [showAll, setShowAll] = useState(false);
  const outOfHours = seats.filter((s) => s.band !== "standard");
  const selectedSeat = seats.find((s) => s.starts_at === selected) ?? null;
  // A chosen early or late time is never hidden behind the toggle.
  const expanded = showAll || (selectedSeat !== null && selectedSeat.band !== "standard");
  const shown = expanded ? seats : seats.filter((s) => s.band === "standard");
  const byPart = new Map<DayPart, Seat[]>();
  for (const seat of [...shown].sort((a, b) => minuteOfClock(a.clinic_time) - minuteOfClock(b.clinic_time))) {
    const part = dayPartOf(minuteOfClock(seat.clinic_time));
    byPart.set(part, [...(byPart.get(part) ?? []), seat]);
  }
  const ranges = surchargeBandRanges(standardHours ?? undefined);
  const bandsOffered = new Set(outOfHours.map((s) => s.band));
  const money = (cents: number) => isolateLtr(formatMoney(cents, currency, locale));
  const groupName = `time-${useId()}`;
  const checked = selectedSeat && shown.includes(selectedSeat) ? selectedSeat.starts_at : null;

  return (
    <div className="mt-3">
      {shown.length === 0 && <p className="text-sm text-stone">{t("noStandardTimes")}</p>}
      {expanded && outOfHours.length > 0 && (
        <ul
          id={keyId}
          className="mb-4 flex flex-col gap-1 rounded-2xl bg-sand/60 p-3 text-xs leading-relaxed text-stone"
          data-testid="surcharge-key"
        >
          {/* Per treatment, as the rule is (booking-hours.ts): the tiles show what the whole visit then costs. */}
          {(["out_of_hours", "night"] as const)
            .filter((band) => bandsOffered.has(band))
            .map((band) => (
              <li key={band}>
                {t(band === "night" ? "keyNight" : "keyOutOfHours", {
                  ranges: ranges[band].map(isolateLtr).join(", "),
                  amount: money(fixedAmounts(currency).outOfHoursSurchargeCents),
                })}
              </li>
            ))}
        </ul>
      )}
      {shown.length > 0 && (
        <div
          role="radiogroup"
          aria-label={label}
          aria-describedby={expanded && outOfHours.length > 0 ? keyId : undefined}
          className="flex flex-col gap-4"
        >
          {DAY_PARTS.filter((part) => byPart.has(part)).map((part) => (
            <div key={part}>
              <p className="text-xs font-medium uppercase tracking-wide text-stone" aria-hidden="true">
                {t(`part.${part}`)}
              </p>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                {byPart.get(part)!.map((s) => {
                  const surcharge = s.band === "standard" ? 0 : surchargeFor(s.band);
                  // The visit's price at this time when it differs (row 8); "+$100" where the visit's price is not known.
                  const price =
                    surcharge === 0
                      ? null
                      : visitPriceCents !== null
                        ? formatMoney(visitPriceCents + surcharge, currency, locale)
                        : t("surcharge", { amount: formatMoney(surcharge, currency, locale) });
                  const isSelected = s.starts_at === checked;
                  return (
                    <label
                      key={s.starts_at}
                      data-time={s.clinic_time}
                      data-band={s.band}
                      className={`flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-deep ${
                        isSelected ? "border-ink bg-ink text-ivory" : "border-linen bg-white hover:border-gold-deep"
                      }`}
                    >
                      {/* Native radios, one name: the browser gives the group one Tab stop and moves and chooses with the
                          arrow keys (in the page's direction), as React Aria's group did with 8 KB of script. */}
                      <input
                        type="radio"
                        name={groupName}
                        value={s.starts_at}
                        checked={isSelected}
                        onChange={() => onSelect(s.starts_at)}
                        aria-label={
                          price
                            ? `${s.clinic_time}, ${t(`part.${part}`)}, ${price}`
                            : `${s.clinic_time}, ${t(`part.${part}`)}`
                        }
                        className="sr-only"
                      />
                      <span className="font-medium tabular-nums" dir="ltr">
                        {s.clinic_time}
                      </span>
                      {price && (
                        <span
                          className={`text-[11px] font-medium ${isSelected ? "text-gold-light" : "text-gold-deep"}`}
                        >
                          {isolateLtr(price)}
                        </span>
                      )}
                    </label>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      )}
      {outOfHours.length > 0 && !(selectedSeat && selectedSeat.band !== "standard") && (
        <button
          type="button"
          onClick={() => setShowAll(!showAll)}
          aria-expanded={expanded}
          className="mt-4 min-h-11 text-sm font-medium text-gold-deep underline underline-offset-4 hover:text-ink"
        >
          {expanded ? t("hideOutOfHours") : t("showOutOfHours")}
        </button>
      )}
    </div>
  );
}
