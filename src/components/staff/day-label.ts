/** A clinic day (YYYY-MM-DD) as the back office heads a page with it: "Monday 7 December 2026". */
export function staffDayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}
