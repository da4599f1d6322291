import "server-only";
import { correctFrontDeskPayment, type correctPaymentSchema } from "@/server/orders/correct-front-desk-payment";
import { withStaff } from "@/server/staff/current-staff";
import type { z } from "zod";
import { closeDay, type closeDaySchema } from "./close-day";
import { dayCloseCsv, dayCloseFilename } from "./day-close-csv";
import { getDayClose, type DayCloseQuery } from "./get-day-close";

/**
 * The day close's actions with their permission declared where they are defined (decision 130): reading and
 * correcting for reception and above, closing for managers and above; the use cases check the clinic and the
 * closed day (decision 235).
 */
export const closeDayAsStaff = withStaff((actor, input: z.input<typeof closeDaySchema>) => closeDay(actor, input), {
  role: "manager",
});

export const correctPaymentAsStaff = withStaff(
  (actor, input: z.input<typeof correctPaymentSchema>) => correctFrontDeskPayment(actor, input),
  { role: "reception" },
);

export const dayCloseCsvAsStaff = withStaff(
  async (actor, query: DayCloseQuery) => {
    const report = await getDayClose(actor, query);
    return { text: dayCloseCsv(report), filename: dayCloseFilename(report) };
  },
  { role: "reception" },
);
