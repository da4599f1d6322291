import "server-only";
import { withStaff } from "@/server/staff/current-staff";
import { dayCloseCsv, dayCloseFilename } from "./day-close-csv";
import { getDayClose, type DayCloseQuery } from "./get-day-close";

/**
 * The day close's CSV download with its permission declared where it is defined (decision 130): reception and
 * above; the use case checks the clinic. The day close's forms declare theirs at the action (decision 263).
 */
export const dayCloseCsvAsStaff = withStaff(
  async (actor, query: DayCloseQuery) => {
    const report = await getDayClose(actor, query);
    return { text: dayCloseCsv(report), filename: dayCloseFilename(report) };
  },
  { role: "reception" },
);
