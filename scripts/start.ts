/**
 * `npm start`: the production site on http://localhost:3000 (PORT to change), on the embedded
 * database in ./data unless DATABASE_URL is set. Builds first when there is no current build.
 */
import { prepareDatabase } from "./lib/database";
import { needsBuild } from "./lib/build-state";
import { onShutdown, run, waitForExit } from "./lib/processes";
import type { ChildProcess } from "node:child_process";

const database = await prepareDatabase();
const env = { ...process.env, DATABASE_URL: database.url };
let current: ChildProcess | null = null;
onShutdown(() => (current ? [current] : []), () => database.stop());

if (needsBuild()) {
  console.log("[start] building the site (first run or sources changed)…");
  current = run("next", ["build"], env);
  const code = await waitForExit(current);
  if (code !== 0) {
    await database.stop();
    process.exit(code);
  }
}

current = run("next", ["start", "-p", process.env.PORT ?? "3000"], env);
const code = await waitForExit(current);
await database.stop();
process.exit(code);
