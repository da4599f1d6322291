import type { ScheduleBlock } from "@/server/schedule/get-schedule";

/** One colour per state, with a text label beside it everywhere (colour is never the only signal). */
export function blockStyle(block: ScheduleBlock): string {
  if (block.kind === "hold")
    return "border-dashed border-stone/50 bg-[repeating-linear-gradient(135deg,#f1ebe1_0,#f1ebe1_6px,#faf7f2_6px,#faf7f2_12px)] text-stone";
  switch (block.booking!.status) {
    case "arrived":
      return "border-sky-700 bg-sky-50 text-ink";
    case "completed":
      return "border-emerald-700 bg-emerald-50 text-ink";
    case "no_show":
      return "border-rose-700 bg-rose-50 text-stone";
    case "awaiting_payment":
      return "border-dashed border-amber-700 bg-amber-50 text-ink";
    default:
      return "border-gold-deep bg-white text-ink";
  }
}
