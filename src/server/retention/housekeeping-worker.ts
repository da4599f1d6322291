import "server-only";
import { logger } from "@/server/log/logger";
import { expireUnpaidOrders } from "@/server/orders/expire-unpaid-orders";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { sendDueReminders } from "@/server/reminders/send-due-reminders";
import { offerFreedTimes } from "@/server/waitlist/offer-freed-times";
import { expireStaffInvitations } from "@/server/staff/expire-staff-invitations";
import { purgeExpiredData } from "./purge-expired-data";

const globalForHousekeeping = globalThis as unknown as { aurumHousekeeping?: { stop(): void } };

/**
 * Once a minute: cancel card orders unpaid after 30 minutes (freeing their chairs), queue the visit reminders
 * that are due (decision 180), offer freed times to the waitlist (after the expiry above, so a chair freed this
 * minute is offered this minute; decision 183), records staff invitations whose link ran out (decision 215); every
 * `purgeEvery`
 * runs: the retention purge. Started once per server process from src/instrumentation.ts, beside the
 * mail worker; safe in every instance (each step is idempotent and locks what it changes).
 */
export function startHousekeeping({ intervalMs = 60_000, purgeEvery = 30 } = {}): { stop(): void } {
  if (globalForHousekeeping.aurumHousekeeping) return globalForHousekeeping.aurumHousekeeping;
  let stopped = false;
  let runs = 0;
  let timer: NodeJS.Timeout | null = null;
  /** Each step on its own: one that fails (a database hiccup, a bad row) must not stop the others every minute. */
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      logger.warn(
        { step: name, err: error instanceof Error ? error.message : String(error) },
        "housekeeping step failed; next run retries",
      );
    }
  };
  const tick = async () => {
    await step("expiry", async () => {
      const { expired, kept } = await expireUnpaidOrders({ provider: getPaymentProvider() });
      if (expired || kept) logger.info({ expired, kept }, "unpaid card orders expired");
    });
    await step("reminders", async () => {
      const reminders = await sendDueReminders();
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
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 5_000);
  const handle = {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      globalForHousekeeping.aurumHousekeeping = undefined;
    },
  };
  globalForHousekeeping.aurumHousekeeping = handle;
  return handle;
}
