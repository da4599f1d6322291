import "server-only";
import { logger } from "@/server/log/logger";
import { expireUnpaidOrders } from "@/server/orders/expire-unpaid-orders";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { sendDueReminders } from "@/server/reminders/send-due-reminders";
import { offerFreedTimes } from "@/server/waitlist/offer-freed-times";
import { expireStaffInvitations } from "@/server/staff/expire-staff-invitations";
import { purgeExpiredData } from "./purge-expired-data";
import { jobRun, metrics } from "@/server/metrics/metrics";
import { scheduleBackgroundWork } from "@/server/instance/background-work";

const globalForHousekeeping = globalThis as unknown as { aurumHousekeeping?: { stop(): Promise<void> } };

/**
 * Once a minute: cancel card orders unpaid after 30 minutes (freeing their chairs), queue the visit reminders
 * that are due (decision 180), offer freed times to the waitlist (after the expiry above, so a chair freed this
 * minute is offered this minute; decision 183), records staff invitations whose link ran out (decision 215); every
 * `purgeEvery`
 * runs: the retention purge. Started once per server process from src/instrumentation.ts, beside the
 * mail worker; safe in every instance (each step is idempotent and locks what it changes).
 */
export function startHousekeeping({ intervalMs = 60_000, purgeEvery = 30 } = {}): { stop(): Promise<void> } {
  if (globalForHousekeeping.aurumHousekeeping) return globalForHousekeeping.aurumHousekeeping;
  let runs = 0;
  const work = async (stopping: () => boolean) => {
    /** Each step on its own: one that fails (a database hiccup, a bad row) must not stop the others every minute. */
    const step = async (name: string, run: () => Promise<void>) => {
      // A stopping instance starts no further step; the one under way finishes (decision 253).
      if (stopping()) return;
      try {
        await jobRun(name, run);
      } catch (error) {
        logger.warn(
          { step: name, err: error instanceof Error ? error.message : String(error) },
          "housekeeping step failed; next run retries",
        );
      }
    };
    await step("expiry", async () => {
      const { expired, kept } = await expireUnpaidOrders({ provider: getPaymentProvider() });
      metrics().jobItems.inc({ job: "expiry", result: "expired" }, expired);
      if (expired || kept) logger.info({ expired, kept }, "unpaid card orders expired");
    });
    await step("reminders", async () => {
      const reminders = await sendDueReminders();
      metrics().jobItems.inc({ job: "reminders", result: "sent" }, reminders.sent);
      if (reminders.sent || reminders.cancelled) logger.info(reminders, "visit reminders queued");
    });
    await step("waitlist", async () => {
      const waitlist = await offerFreedTimes();
      if (waitlist.offered || waitlist.lapsed || waitlist.expired || waitlist.booked)
        logger.info(waitlist, "waitlist offers made");
    });
    await step("invitations", async () => {
      const invitations = await expireStaffInvitations();
      if (invitations.expired) logger.info(invitations, "staff invitations expired");
    });
    if (runs % purgeEvery === 0) {
      await step("purge", async () => {
        const purged = await purgeExpiredData();
        logger.info(purged, "retention purge done");
      });
    }
    runs += 1;
  };
  const handle = scheduleBackgroundWork("housekeeping", { firstMs: 5_000, intervalMs }, work, () => {
    globalForHousekeeping.aurumHousekeeping = undefined;
  });
  globalForHousekeeping.aurumHousekeeping = handle;
  return handle;
}
