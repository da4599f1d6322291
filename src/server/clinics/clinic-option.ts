import type { WeeklyHours } from "@/config/booking-hours";
import type { DayOffsets } from "@/shared/clinic-time";

/** A clinic as the booking islands receive it (plain JSON), built by `toClinicOptions`. */
export interface ClinicOption {
  id: number;
  /** The clinic's slug (london, cape-town, new-york): the weekend call-back names the clinic with it. */
  slug?: string;
  name: string;
  city: string;
  timeZone: string;
  /** ISO 4217: the clinic's prices, surcharges and charges are in it (decision 268). */
  currency: string;
  phone: string;
  email: string;
  outOfHours: boolean;
  /** Standard starts per weekday (decision 167): the time list's key names the out-of-hours ranges of the chosen day. */
  weeklyHours: WeeklyHours;
  inResidence: boolean;
  /**
   * The clinic's day and its zone's name when a page rendered per request was rendered: the time picker starts from
   * them instead of working them out in the browser, which starts ICU there (decision 199).
   */
  today?: string;
  zoneNow?: string;
  /** When that day ends in the clinic (epoch ms): a page left open past it works the day and zone out itself. */
  todayEndsAt?: number;
  /** The zone's offsets over the days that can be booked, for each day's "Times in London (GMT)" (decision 199). */
  offsets?: DayOffsets;
}
