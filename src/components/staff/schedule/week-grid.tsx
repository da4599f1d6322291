import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import type { WeekSchedule } from "@/server/schedule/get-schedule";
import { scheduleHref } from "./schedule-links";
import { blockStyle } from "./status-style";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The week: seven day columns, each with its bookings and holds in time order; a day's heading opens that day. */
export async function WeekGrid({ area, schedule }: { area: Area; schedule: WeekSchedule }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
  const chairLabel = new Map(schedule.chairs.map((c) => [c.id, c.label]));
  const heading = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (
    <div className="overflow-x-auto" data-testid="week-grid">
      <ol className="grid min-w-[56rem] grid-cols-7 gap-2">
        {schedule.days.map(({ day, blocks }) => (
          <li
            key={day}
            className={`min-h-48 rounded-2xl border bg-white p-2 ${day === schedule.today ? "border-gold-deep" : "border-linen"}`}
            data-testid="week-day"
          >
            <DynamicLink
              href={scheduleHref(area, { clinic: schedule.clinic.slug, day, view: "day" })}
              className="block rounded-lg px-1 py-1 text-sm font-semibold hover:bg-sand"
            >
              {heading.format(new Date(`${day}T12:00:00Z`))}
              {day === schedule.today && <span className="ms-1 text-xs font-normal text-gold-deep">{t("today")}</span>}
            </DynamicLink>
            <ListOrEmpty
              items={blocks}
              empty={<p className="px-1 pt-2 text-xs text-stone">{t("emptyDay")}</p>}
              className="mt-1 grid gap-1"
            >
              {(block) => (
                <li key={block.slotId}>
                  {block.booking ? (
                    <DynamicLink
                      href={scheduleHref(area, {
                        clinic: schedule.clinic.slug,
                        day,
                        view: "day",
                        booking: block.booking.id,
                      })}
                      className={`block rounded-lg border border-s-4 px-2 py-1 text-xs ${blockStyle(block)}`}
                    >
                      <span className="block tabular-nums text-stone">
                        {hhmm(block.startMinute)}–{hhmm(block.endMinute)} · {chairLabel.get(block.chairId)}
                      </span>
                      <span className="block font-medium">{block.booking.customerName}</span>
                      <span className="block">
                        {t(`status.${block.booking.status}`)} ·{" "}
                        {block.booking.leftToPayCents > 0
                          ? t("leftToPay", {
                              amount: formatMoney(block.booking.leftToPayCents, block.booking.currency, "en"),
                            })
                          : t("paid")}
                      </span>
                    </DynamicLink>
                  ) : (
                    <p className={`rounded-lg border border-s-4 px-2 py-1 text-xs ${blockStyle(block)}`}>
                      <span className="block tabular-nums">
                        {hhmm(block.startMinute)}–{hhmm(block.endMinute)} · {chairLabel.get(block.chairId)}
                      </span>
                      {t("hold")}
                    </p>
                  )}
                </li>
              )}
            </ListOrEmpty>
          </li>
        ))}
      </ol>
    </div>
  );
}
