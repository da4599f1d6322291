/** `npm run dev`: Next in development mode on the embedded database (unless DATABASE_URL is set). */
import { prepareDatabase } from "./lib/database";
import { onShutdown, run, waitForExit } from "./lib/processes";

const database = await prepareDatabase();
const child = run("next", ["dev", "-p", process.env.PORT ?? "3000"], { ...process.env, DATABASE_URL: database.url });
onShutdown(
  () => [child],
  () => database.stop(),
);
const code = await waitForExit(child);
await database.stop();
process.exit(code);
