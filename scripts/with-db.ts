/** `tsx scripts/with-db.ts <command…>`: run a command with a migrated, seeded database (e.g. `next build`). */
import { prepareDatabase } from "./lib/database";
import { onShutdown, run, waitForExit } from "./lib/processes";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: with-db <command> [args…]");
  process.exit(2);
}
const database = await prepareDatabase();
const child = run(command, args, { ...process.env, DATABASE_URL: database.url });
onShutdown(
  () => [child],
  () => database.stop(),
);
const code = await waitForExit(child);
await database.stop();
process.exit(code);
