/**
 * `npm test`: every test.
 * 1. Vitest, unit and integration, on an embedded PGlite started for the run;
 * 2. the in-process fuzz run (tests/fuzz, 50 bad requests per API route) on its own PGlite, so it can count
 *    every table's rows without racing the other files;
 * 3. when TEST_DATABASE_URL is set, the integration tests again on that PostgreSQL;
 * 4. Playwright journeys in Chromium against a production build (PostgreSQL if set, else PGlite).
 * Ends with one line "N passed, M failed" over all of them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const reports = mkdtempSync(path.join(tmpdir(), "aurum-test-reports-"));
const withPostgres = process.env.TEST_DATABASE_URL;

interface Step {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  report: string;
  count(report: unknown): { passed: number; failed: number };
}

const vitestCount = (r: unknown) => {
  const json = r as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
};
const playwrightCount = (r: unknown) => {
  const { stats } = r as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

const vitestStep = (name: string, file: string, extra: string[], env: NodeJS.ProcessEnv): Step => {
  const report = path.join(reports, file);
  return {
    name,
    command: "vitest",
    args: ["run", ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
    report,
    count: vitestCount,
  };
};

const steps: Step[] = [
  vitestStep("unit + integration (PGlite)", "vitest-pglite.json", [], { ...process.env, TEST_DATABASE_URL: "" }),
  vitestStep("fuzz, in-process (PGlite)", "vitest-fuzz.json", ["--config", "vitest.fuzz.config.ts"], { ...process.env, TEST_DATABASE_URL: "" }),
];
if (withPostgres) steps.push(vitestStep("integration (PostgreSQL)", "vitest-postgres.json", ["integration"], process.env));
const playwrightReport = path.join(reports, "playwright.json");
steps.push({
  name: "journeys (Chromium)",
  command: "playwright",
  args: ["test", "--reporter=list,json", ...process.argv.slice(2)],
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  report: playwrightReport,
  count: playwrightCount,
});

let passed = 0;
let failed = 0;
const lines: string[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(step.command, step.args, { stdio: "inherit", env: { ...step.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = Math.round((Date.now() - started) / 1000);
  let counts = { passed: 0, failed: 1 };
  if (existsSync(step.report)) counts = step.count(JSON.parse(readFileSync(step.report, "utf8")));
  // A runner that failed without reporting a failed test (a crash, a broken server) still fails the run.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  lines.push(`${status === 0 ? "✓" : "✗"} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`);
}

console.log("\n━━ summary ━━");
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
