/** `npm run dev`: Next in development mode on the embedded database (unless DATABASE_URL is set), on 127.0.0.1. */
import { prepareDatabase } from "./lib/database";
import { onShutdown, run, waitForExit } from "./lib/processes";
import { announceRunningSite } from "./lib/running-site";

const database = await prepareDatabase();
const forgetSite = announceRunningSite(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`);
// The machine itself only: the development mailbox shows every sign-in code and reset link (decision 240).
const child = run("next", ["dev", "-H", "127.0.0.1", "-p", process.env.PORT ?? "3000"], {
  ...process.env,
  DATABASE_URL: database.url,
});
onShutdown(
  () => [child],
  async () => {
    forgetSite();
    await database.stop();
  },
);
const code = await waitForExit(child);
forgetSite();
await database.stop();
process.exit(code);
