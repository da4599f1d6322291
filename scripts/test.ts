/**
 * `npm test`: every test.
 * 1. Vitest, unit and integration, on an embedded PGlite started for the run;
 * 2. the in-process fuzz run (tests/fuzz, 50 bad requests per API route) on its own PGlite, so it can count
 *    every table's rows without racing the other files;
 * 3. when TEST_DATABASE_URL is set, the integration tests again on that PostgreSQL, beside the fuzz run and the
 *    journeys' production build;
 * 4. Playwright journeys in Chromium against that build (on a PostgreSQL database of their own if set, else PGlite).
 * Ends with one line "N passed, M failed" over all of them.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";

const reports = mkdtempSync(path.join(tmpdir(), "aurum-test-reports-"));
const withPostgres = process.env.TEST_DATABASE_URL;

interface Step {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  report: string;
  count(report: unknown): { passed: number; failed: number; failures?: string[]; flaky?: string[] };
  /** A step that runs no tests (a build): it counts as one failure if it fails, and as nothing if it succeeds. */
  runsNoTests?: boolean;
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

const fuzz = vitestStep("fuzz, in-process (PGlite)", "vitest-fuzz.json", ["--config", "vitest.fuzz.config.ts"], {
  ...process.env,
  TEST_DATABASE_URL: "",
});
const playwrightReport = path.join(reports, "playwright.json");
/**
 * The journeys' database on PostgreSQL: a sibling of TEST_DATABASE_URL's (same server, name + "_journeys"), made
 * anew, so their production build can run while PostgreSQL's integration tests wipe and fill their own.
 */
async function journeysDatabase(testUrl: string): Promise<string> {
  const url = new URL(testUrl);
  const name = `${url.pathname.slice(1)}_journeys`;
  const admin = new URL(testUrl);
  admin.pathname = "/postgres";
  const pool = new Pool({ connectionString: admin.toString(), max: 1 });
  try {
    await pool.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await pool.query(`CREATE DATABASE "${name}"`);
  } finally {
    await pool.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
const journeysEnv = { ...process.env, TEST_DATABASE_URL: withPostgres ? await journeysDatabase(withPostgres) : "" };

/**
 * The journeys' production build (about a fifth of their step) runs beside the fuzz run and PostgreSQL's integration
 * tests, on the journeys' own database: those two leave a core idle for much of their time, the fuzz run being one
 * worker. The journeys then serve that build (E2E_REUSE_BUILD), on their database reset again.
 */
const journeysBuild: Step = {
  name: "journeys' production build",
  command: "tsx",
  args: ["scripts/e2e-server.ts"],
  env: { ...journeysEnv, E2E_BUILD_ONLY: "1" },
  report: path.join(reports, "journeys-build"),
  count: () => ({ passed: 0, failed: 0 }),
  runsNoTests: true,
};
const journeys: Step = {
  name: "journeys (Chromium)",
  command: "playwright",
  args: ["test", "--reporter=list,json", ...process.argv.slice(2)],
  env: { ...journeysEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_REUSE_BUILD: "1" },
  report: playwrightReport,
  count: playwrightCount,
};

/**
 * The steps in order; the steps of one group run side by side. The fuzz run sends one request at a time from one
 * worker on a database of its own, so it runs beside PostgreSQL's integration tests (another database) instead of
 * after them: the two in about the time of the longer (decision 266).
 */
const groups: Step[][] = [
  [vitestStep("unit + integration (PGlite)", "vitest-pglite.json", [], { ...process.env, TEST_DATABASE_URL: "" })],
  withPostgres
    ? [
        fuzz,
        vitestStep("integration (PostgreSQL)", "vitest-postgres.json", ["integration"], process.env),
        journeysBuild,
      ]
    : [fuzz, journeysBuild],
  [journeys],
];

/**
 * Run one step. Alone, its output goes straight to the terminal; beside others, to a file printed whole when it ends,
 * so the steps' lines never interleave.
 */
async function runStep(step: Step, alone: boolean): Promise<{ status: number | null; seconds: number }> {
  const started = Date.now();
  const log = alone ? null : `${step.report}.log`;
  if (alone) console.log(`\n━━ ${step.name} ━━`);
  const child = spawn(step.command, step.args, {
    stdio: alone ? "inherit" : ["ignore", openSync(log!, "w"), openSync(log!, "a")],
    env: { ...step.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const status = await new Promise<number | null>((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.on("error", () => resolve(1));
  });
  if (log) {
    console.log(`\n━━ ${step.name} (beside another step) ━━`);
    process.stdout.write(readFileSync(log, "utf8"));
  }
  return { status, seconds: Math.round((Date.now() - started) / 1000) };
}

let passed = 0;
let failed = 0;
const lines: string[] = [];
for (const group of groups) {
  const results = await Promise.all(group.map((step) => runStep(step, group.length === 1)));
  for (const [i, step] of group.entries()) {
    const { status, seconds } = results[i]!;
    let counts: ReturnType<Step["count"]> = { passed: 0, failed: step.runsNoTests && status === 0 ? 0 : 1 };
    // The journeys build for themselves when the early build failed: their own output then says why.
    if (step === journeysBuild && status !== 0) delete journeys.env.E2E_REUSE_BUILD;
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
}

console.log("\n━━ summary ━━");
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
