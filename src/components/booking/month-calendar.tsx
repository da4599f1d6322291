"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { localeTags, type Locale } from "@/i18n/locales";

/** Month grid (weeks start on Monday); days without free time are greyed and cannot be chosen. */
export function MonthCalendar({
  month,
  days,
  selected,
  onSelect,
  onMonth,
  canGoBack,
}: {
  month: string;
  days: { day: string; free: boolean }[] | null;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonth: (delta: number) => void;
  canGoBack: boolean;
}) {
  const t = useTranslations("booking.time");
  const locale = useLocale() as Locale;
  const tag = localeTags[locale];
  const [y, m] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const title = new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(first);
  const offset = (first.getUTCDay() + 6) % 7;
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const long = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  return (
    <div>
      <div className="flex items-center justify-between">
        <button type="button" onClick={() => onMonth(-1)} disabled={!canGoBack} aria-label={t("previousMonth")} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand disabled:opacity-30">
          <ChevronLeft aria-hidden="true" className="size-5 flip-rtl" />
        </button>
        <p className="font-serif text-xl" aria-live="polite">
          {title}
        </p>
        <button type="button" onClick={() => onMonth(1)} aria-label={t("nextMonth")} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand">
          <ChevronRight aria-hidden="true" className="size-5 flip-rtl" />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-7 gap-1 text-center text-xs text-stone" aria-hidden="true">
        {weekdays.map((w) => (
          <span key={w}>{w}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1" role="group" aria-label={title}>
        {Array.from({ length: offset }, (_, i) => (
          <span key={`pad-${i}`} />
        ))}
        {(days ?? []).map(({ day, free }) => {
          const date = new Date(`${day}T00:00:00Z`);
          const isSelected = day === selected;
          return (
            <button
              key={day}
              type="button"
              disabled={!free}
              onClick={() => onSelect(day)}
              aria-pressed={isSelected}
              aria-label={free ? long.format(date) : `${long.format(date)}: ${t("noFreeTime")}`}
              data-day={day}
              className={`aspect-square rounded-full text-sm tabular-nums transition ${
                isSelected ? "bg-ink text-ivory" : free ? "bg-white text-ink hover:bg-gold-light" : "cursor-not-allowed text-stone/40 line-through"
              }`}
            >
              {date.getUTCDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
