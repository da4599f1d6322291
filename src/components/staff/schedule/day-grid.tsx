import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import type { DaySchedule, ScheduleBlock } from "@/server/schedule/get-schedule";
import { treatmentsText } from "./booking-text";
import { ChairTabs } from "./chair-tabs";
import { scheduleHref } from "./schedule-links";
import { blockStyle } from "./status-style";

/** Pixels per minute: an hour is 72 px, so a 30-minute treatment still has two readable lines. */
const SCALE = 1.2;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/**
 * The day: a time column, then one column per chair with its bookings and holds placed by clinic time. The chairs
 * share the width (never wider than the screen, so no chair is cut off); on a phone one chair at a time, `phoneChair`
 * first, switched with the chair tabs (chair-tabs.tsx) without a round trip.
 */
export async function DayGrid({
  area,
  schedule,
  selected,
  phoneChair,
}: {
  area: Area;
  schedule: DaySchedule;
  selected?: string;
  phoneChair?: number;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
  const { firstMinute, lastMinute, chairs } = schedule;
  const height = (lastMinute - firstMinute) * SCALE;
  const hours = Array.from({ length: (lastMinute - firstMinute) / 60 }, (_, i) => firstMinute + i * 60);
  if (chairs.length === 0) return <p className="rounded-xl bg-white p-6 text-stone">{t("noChairs")}</p>;
  const shown = phoneChair ?? chairs[0]!.id;
  const state = { clinic: schedule.clinic.slug, day: schedule.day, view: "day" as const };
  return (
    <ChairTabs
      // A new address (another booking, day or clinic) starts again from the chair it names.
      key={`${schedule.clinic.id}:${schedule.day}:${shown}`}
      id="day-grid"
      className="scroll-mt-4 rounded-2xl border border-linen bg-white"
      chairs={chairs.map((chair) => ({
        id: chair.id,
        label: chair.label,
        count: t("chairCount", {
          count: schedule.blocks.filter((b) => b.chairId === chair.id && b.booking).length,
        }),
      }))}
      initial={shown}
      label={t("chairs")}
      action={pathFor(area, "en", "staff/schedule")}
      query={{ ...state, ...(selected ? { booking: selected } : {}) }}
    >
      {/* One chair at a time below 40rem (Tailwind's sm): the one the tabs name in the wrapper's data-shown. */}
      {/* With href and precedence React puts the rules in the document's head, once (not in the body). */}
      <style href={`day-grid-chairs-${chairs.map((c) => c.id).join("-")}`} precedence="default">
        {phoneChairRules(chairs.map((c) => c.id))}
      </style>
      <div
        className="grid grid-cols-[3.5rem_minmax(0,1fr)] sm:grid-cols-[3.5rem_repeat(var(--chairs),minmax(0,1fr))]"
        style={{ "--chairs": chairs.length } as React.CSSProperties}
      >
        <div className="sticky top-0 z-20 border-b border-linen bg-white px-2 py-2 text-xs text-stone">{t("time")}</div>
        {chairs.map((chair) => (
          <div
            key={chair.id}
            className="sticky top-0 z-20 border-b border-s border-linen bg-white px-2 py-2 text-sm font-medium"
            data-testid="chair-column"
            data-chair={chair.id}
          >
            {chair.label}
          </div>
        ))}
        <div className="relative" style={{ height }}>
          {hours.map((minute) => (
            <div
              key={minute}
              className={`absolute inset-x-0 pe-2 text-end text-xs tabular-nums text-stone ${minute === firstMinute ? "pt-1" : "-translate-y-2"}`}
              style={{ top: (minute - firstMinute) * SCALE }}
            >
              {hhmm(minute)}
            </div>
          ))}
        </div>
        {chairs.map((chair) => (
          <div
            key={chair.id}
            id={`chair-panel-${chair.id}`}
            // A tab's panel on a phone (the tabs name it; wider screens show every panel); a lone chair is a group.
            role={chairs.length > 1 ? "tabpanel" : "group"}
            aria-labelledby={chairs.length > 1 ? `chair-tab-${chair.id}` : undefined}
            aria-label={chairs.length > 1 ? undefined : chair.label}
            className="relative border-s border-linen"
            style={{ height }}
            data-testid="chair-bookings"
            data-chair={chair.id}
          >
            {hours.map((minute) => (
              <div
                key={minute}
                aria-hidden
                className="absolute inset-x-0 border-t border-linen/70"
                style={{ top: (minute - firstMinute) * SCALE }}
              />
            ))}
            {schedule.blocks
              .filter((b) => b.chairId === chair.id)
              .map((block) => (
                <Block
                  key={block.slotId}
                  area={area}
                  schedule={schedule}
                  block={block}
                  firstMinute={firstMinute}
                  selected={block.booking?.id === selected}
                />
              ))}
          </div>
        ))}
      </div>
    </ChairTabs>
  );
}

/**
 * Below 40rem only the chair named by the wrapper's data-shown is drawn (its heading and its column); the rules are
 * written for this clinic's chairs, since CSS cannot compare two attributes.
 */
function phoneChairRules(ids: number[]): string {
  const rules = ids.map((id) => `#day-grid[data-shown="${id}"] [data-chair]:not([data-chair="${id}"]){display:none}`);
  return `@media (width < 40rem){${rules.join("")}}`;
}

async function Block({
  area,
  schedule,
  block,
  firstMinute,
  selected,
}: {
  area: Area;
  schedule: DaySchedule;
  block: ScheduleBlock;
  firstMinute: number;
  selected: boolean;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
  const style = {
    top: (block.startMinute - firstMinute) * SCALE,
    height: (block.endMinute - block.startMinute) * SCALE - 2,
  };
  const range = `${hhmm(block.startMinute)}–${hhmm(block.endMinute)}`;
  const base = `absolute inset-x-1 overflow-hidden rounded-lg border-s-4 border px-2 py-1 text-xs leading-snug shadow-sm ${blockStyle(block)}`;
  if (!block.booking) {
    const until = block.holdExpiresAt
      ? new Intl.DateTimeFormat("en-GB", {
          timeZone: schedule.clinic.timeZone,
          hour: "2-digit",
          minute: "2-digit",
        }).format(block.holdExpiresAt)
      : null;
    return (
      <div className={base} style={style} data-testid="schedule-hold">
        <p className="font-medium tabular-nums">{range}</p>
        <p>{until ? t("holdUntil", { time: until }) : t("hold")}</p>
      </div>
    );
  }
  const b = block.booking;
  const money = (cents: number) => formatMoney(cents, b.currency, "en");
  return (
    <DynamicLink
      href={scheduleHref(area, {
        clinic: schedule.clinic.slug,
        day: schedule.day,
        view: "day",
        booking: b.id,
        chair: block.chairId,
      })}
      className={`${base} block hover:z-10 hover:shadow-md focus-visible:z-10 ${selected ? "ring-2 ring-ink" : ""}`}
      style={style}
      aria-current={selected ? "true" : undefined}
      data-testid="schedule-booking"
      data-booking={b.number}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-1">
        <span className="font-semibold">{b.customerName}</span>
        <span className="tabular-nums text-stone">{range}</span>
      </p>
      <p className="flex flex-wrap gap-1 pt-0.5">
        <span className="rounded bg-ink/5 px-1" data-testid="booking-status">
          {t(`status.${b.status}`)}
        </span>
        {b.leftToPayCents > 0 ? (
          <span className="rounded bg-amber-100 px-1 text-amber-900">
            {t("leftToPay", { amount: money(b.leftToPayCents) })}
          </span>
        ) : (
          <span className="rounded bg-emerald-100 px-1 text-emerald-900">{t("paid")}</span>
        )}
        {b.firstVisit && <span className="rounded bg-gold-light/60 px-1">{t("firstVisit")}</span>}
      </p>
      <p className="pt-0.5">
        {treatmentsText(t, b)}
        {" · "}
        {t("minutes", { minutes: b.durationMinutes })}
      </p>
      {b.notes && <p className="truncate pt-0.5 italic text-stone">{b.notes}</p>}
    </DynamicLink>
  );
}
