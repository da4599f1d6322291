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
  count(report: unknown): { passed: number; failed: number; failures?: string[]; flaky?: string[] };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

/** The first line of a failure's message, short enough for the summary. */
const firstLine = (message: string | undefined) =>
  (message ?? "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? "";

/**
 * Which tests failed, by file and name, with the first line of why: the summary repeats them at the end, where a log
 * cut to its tail (CI keeps the last part of the output) still shows them, long after the step printed its own report.
 */
const vitestCount = (r: unknown) => {
  const json = r as VitestReport;
  const failures: string[] = [];
  const flaky: string[] = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // Passed on its retry (CI retries once, as the journeys do): named, so a flaky test is seen and mended.
    const flakyTests = (file.assertionResults ?? []).filter(
      (test) => test.status === "passed" && (test.failureMessages?.length ?? 0) > 0,
    );
    for (const test of flakyTests) flaky.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === "failed") failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return { passed: json.numPassedTests, failed: json.numFailedTests, failures, flaky };
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
    // In CI a test that fails is run once more, as the journeys are (playwright.config.ts); the summary names it flaky.
    args: [
      "run",
      ...extra,
      ...(process.env.CI ? ["--retry=1"] : []),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
    report,
    count: vitestCount,
  };
};

const steps: Step[] = [
  vitestStep("unit + integration (PGlite)", "vitest-pglite.json", [], { ...process.env, TEST_DATABASE_URL: "" }),
  vitestStep("fuzz, in-process (PGlite)", "vitest-fuzz.json", ["--config", "vitest.fuzz.config.ts"], {
    ...process.env,
    TEST_DATABASE_URL: "",
  }),
];
if (withPostgres)
  steps.push(vitestStep("integration (PostgreSQL)", "vitest-postgres.json", ["integration"], process.env));
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
  const { status } = spawnSync(step.command, step.args, {
    stdio: "inherit",
    env: { ...step.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let counts: ReturnType<Step["count"]> = { passed: 0, failed: 1 };
  if (existsSync(step.report)) counts = step.count(JSON.parse(readFileSync(step.report, "utf8")));
  // A runner that failed without reporting a failed test (a crash, a broken server) still fails the run.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  lines.push(
    `${status === 0 ? "✓" : "✗"} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`,
  );
  for (const failure of counts.failures ?? []) lines.push(`    ✗ ${failure}`);
  for (const retried of counts.flaky ?? []) lines.push(`    ~ flaky (passed on its retry): ${retried}`);
}

console.log("\n━━ summary ━━");
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
