"use client";

import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { localDateOf } from "@/components/booking/calendar-month";
import { formatCalendarDate, type CalendarNames } from "@/components/booking/calendar-names";
import { LiveFieldset } from "@/components/forms/live-fieldset";
import { useTranslations } from "@/i18n/islands/island-intl";
import { SpaCalendar } from "./spa-calendar";

export interface RequestOption {
  code: string;
  name: string;
  price: string;
  duration: string;
}

interface Props {
  /** The request page, e.g. /us/en/spa-request. */
  requestHref: string;
  itemCode?: string;
  options: RequestOption[];
  localeTag: string;
  openWeekdays: readonly number[];
  /** The calendar's names for `localeTag`, computed on the server (`calendarNamesFor`): data, not words. */
  calendarNames?: CalendarNames | null;
}

/**
 * How a request-only item is asked for: pick an option (if the item has some) and a preferred day
 * on the calendar; the Request link carries both to the request form, which stays prefilled. Its words and the
 * calendar's are `catalogue.calendar`'s, sent by the `requestPanel` provider (./spa-request-panel.tsx).
 */
export function RequestPanel({ requestHref, itemCode, options, localeTag, openWeekdays, calendarNames }: Props) {
  const t = useTranslations("catalogue.calendar");
  const [option, setOption] = useState<string | undefined>(options[0]?.code);
  const [date, setDate] = useState<string | null>(null);
  const id = useId();
  const query = new URLSearchParams();
  if (itemCode) query.set("item", itemCode);
  if (option) query.set("option", option);
  if (date) query.set("date", date);
  const href = query.size ? `${requestHref}?${query}` : requestHref;
  // The chosen day as the calendar names it ("Tuesday, 1 December 2026").
  const dateText = date ? formatCalendarDate(localeTag, calendarNames, "date", localDateOf(date)) : null;

  return (
    <LiveFieldset className="grid gap-6">
      {options.length > 0 && (
        <fieldset>
          <legend className="font-serif text-2xl">{t("options")}</legend>
          <div className="mt-3 grid gap-2">
            {options.map((o) => (
              <label
                key={o.code}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-linen bg-white px-4 py-3 has-checked:border-gold-deep has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-gold-deep"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={`${id}-option`}
                    value={o.code}
                    checked={option === o.code}
                    onChange={() => setOption(o.code)}
                    className="size-4 accent-gold-deep"
                  />
                  <span>
                    {o.name}
                    <span className="block text-xs text-stone">{o.duration}</span>
                  </span>
                </span>
                <span className="font-medium" data-testid="option-price">
                  {o.price}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <h2 className="font-serif text-2xl">{t("title")}</h2>
        <div className="mt-3">
          <SpaCalendar
            localeTag={localeTag}
            openWeekdays={openWeekdays}
            value={date}
            onChange={setDate}
            names={calendarNames}
          />
        </div>
        <p className="mt-3 text-sm text-stone" aria-live="polite">
          {dateText ? t("chosenDate", { date: dateText }) : t("noDate")}
        </p>
      </div>
      <Link
        href={href}
        className="inline-flex items-center justify-center gap-2 justify-self-start rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep"
        data-testid="request-link"
      >
        {t("request")}
        <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
      </Link>
    </LiveFieldset>
  );
}
