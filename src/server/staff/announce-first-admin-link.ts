import "server-only";
import { brand, defaultArea } from "@/config/site";
import { getDb } from "@/db/client";
import { pathFor } from "@/i18n/paths";
import { CLIENT_ADDRESS_STAMP_ENV } from "@/server/http/forwarded-address";
import { logger } from "@/server/log/logger";
import { administratorExists, FIRST_ADMIN_LINK_MINUTES, issueFirstAdminLink } from "./issue-first-admin-link";

/**
 * At start (src/instrumentation.ts): while no administrator exists, print the one-time link to set up the clinic
 * group (decision 216). Only our production server (scripts/serve.ts) can tell a request from this machine, so only
 * it prints a link; `next dev` says how to get in instead. Never stops the server: a failure is logged.
 */
export async function announceFirstAdminLink(): Promise<void> {
  try {
    if (!process.env[CLIENT_ADDRESS_STAMP_ENV]) {
      if (!(await getDb().transaction((tx) => administratorExists(tx))))
        process.stdout.write(
          "[setup] No administrator yet. The one-time set-up link is printed by `npm start` (it needs the production " +
            'server), or invite one with `npm run staff:add -- <email> admin --name "First Last"`.\n',
        );
      return;
    }
    const issued = await issueFirstAdminLink({
      setupUrl: `${brand.siteUrl}${pathFor(defaultArea, "en", "staff/setup")}`,
    });
    if (!issued) return;
    process.stdout.write(
      `[setup] No administrator yet. Open this link in a browser on this machine within ${FIRST_ADMIN_LINK_MINUTES} ` +
        "minutes to set up the clinic group (it works once; restarting the site prints a new one):\n" +
        `[setup] ${issued.link}\n`,
    );
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "first administrator link not made");
  }
}
