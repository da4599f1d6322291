import type { DaySchedule } from "@/server/schedule/get-schedule";

/**
 * The chair a phone shows first: the one asked for (`?chair=`), else the selected booking's, else the first. A tablet
 * or wider shows every chair side by side; a phone one at a time, with the chair tabs above the grid (decision 237).
 */
export function phoneChairOf(
  schedule: Pick<DaySchedule, "chairs" | "blocks">,
  asked: string | undefined,
  selected?: string,
): number | undefined {
  const ids = schedule.chairs.map((c) => c.id);
  const wanted = asked && /^\d{1,9}$/.test(asked) ? Number(asked) : undefined;
  if (wanted && ids.includes(wanted)) return wanted;
  // A hold has no booking: without a selected booking, a hold's chair is not "the selected booking's".
  const ofSelected = selected ? schedule.blocks.find((b) => b.booking?.id === selected)?.chairId : undefined;
  return ofSelected ?? ids[0];
}
