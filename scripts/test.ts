/**
 * `npm test`: every test.
 * 1. Vitest, unit and integration, on an embedded PGlite started for the run;
 * 2. when TEST_DATABASE_URL is set, the integration tests again on that PostgreSQL;
 * 3. Playwright journeys in Chromium against a production build (PostgreSQL if set, else PGlite).
 */
import { spawnSync } from "node:child_process";

const withPostgres = process.env.TEST_DATABASE_URL;
const steps: { name: string; command: string; args: string[]; env: NodeJS.ProcessEnv }[] = [
  { name: "unit + integration (PGlite)", command: "vitest", args: ["run"], env: { ...process.env, TEST_DATABASE_URL: "" } },
];
if (withPostgres) {
  steps.push({ name: "integration (PostgreSQL)", command: "vitest", args: ["run", "integration"], env: process.env });
}
steps.push({ name: "journeys (Chromium)", command: "playwright", args: ["test", ...process.argv.slice(2)], env: process.env });

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(step.command, step.args, { stdio: "inherit", env: { ...step.env, NEXT_TELEMETRY_DISABLED: "1" } });
  results.push({ name: step.name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log("\n━━ summary ━━");
for (const r of results) console.log(`${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds}s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
