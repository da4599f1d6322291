/**
 * `npm run fuzz`: generated bad input against a production build (issue 8, decision 084). Builds the site
 * into .next-fuzz on a fresh embedded database (FUZZ_REUSE_BUILD=1 keeps an existing build), serves it on
 * FUZZ_PORT (3403), then sends FUZZ_RUNS (1,000) bad requests to every API route and every server-action
 * form, one after another, checking: no 5xx, the original API's envelope with a documented code, and no table's row
 * count changed by a refused request. Prints a line per target and exits non-zero on any failure.
 *
 * Runs with `--conditions=react-server` (package.json) so it can create its customer and session through
 * the domain code, which is server-only.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { startEmbeddedDatabase } from "../src/db/embedded";
import { resetTestDatabase } from "../tests/setup/reset-database";
import { badFormPosts, scrapeActionForms, type ActionForm } from "../tests/fuzz/action-forms";
import { documentedCodesByPath, judgeAnswer } from "../tests/fuzz/check-answer";
import { rowCounter, changedTables } from "../tests/fuzz/row-counts";
import { formatReport, fuzzTarget, requestInit, type TargetReport } from "../tests/fuzz/run-fuzz";
import { apiTargets } from "../tests/fuzz/targets";
import { onShutdown, run, stopGroup, waitForExit } from "./lib/processes";
import { bundleProductionServer, runProductionServer } from "./lib/production-server";
import type { ChildProcess } from "node:child_process";

const DIST = ".next-fuzz";
const port = process.env.FUZZ_PORT ?? "3403";
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const randomSeed = Number(process.env.FUZZ_SEED ?? 20261125);
const base = `http://localhost:${port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), "aurum-fuzz-"));
const embedded = await startEmbeddedDatabase({ dataDir, port: 0 });
await resetTestDatabase(embedded.url);
process.env.DATABASE_URL = embedded.url;

// The demo modes by name: a production server refuses to start without them (decision 078).
const env = {
  ...process.env,
  DATABASE_URL: embedded.url,
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: base,
  SMTP_URL: "",
  MAIL: "log",
  PAYMENTS: "sandbox",
  HEALTH_DATA: "demo",
  LOG_LEVEL: "warn",
};
let server: ChildProcess | null = null;
const cleanup = async () => {
  if (server) stopGroup(server);
  if (server) await waitForExit(server);
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
onShutdown(() => (server ? [server] : []), cleanup);

if (!(process.env.FUZZ_REUSE_BUILD === "1" && existsSync(path.join(DIST, "BUILD_ID")))) {
  const build = run("next", ["build"], env);
  if ((await waitForExit(build)) !== 0) {
    await cleanup();
    process.exit(1);
  }
}
// Our server, not `next start`: the client address comes from the socket (decision 075).
server = runProductionServer(await bundleProductionServer(DIST), { ...env, PORT: port });
for (let i = 0; ; i++) {
  const up = await fetch(`${base}/us/en`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (i > 180) throw new Error("the production server did not come up");
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

// The fuzz customer, through the domain code (the same fixtures as the integration tests).
const { createSession } = await import("../src/server/accounts/sessions");
const { cookieName } = await import("../src/config/cookies");
const { clinicId, createCustomer, holderKey, at } = await import("../tests/support/booking-fixtures");
const { addClinicDays, clinicDayOf } = await import("@/shared/clinic-time");
const { createPool } = await import("../src/db/client");
const customer = await createCustomer();
const { token } = await createSession(customer.id, false, new Date());
const day = addClinicDays(clinicDayOf(new Date(), "Europe/London"), 40);
const context = {
  clinics: {
    london: await clinicId("london"),
    capeTown: await clinicId("cape-town"),
    newYork: await clinicId("new-york"),
  },
  startsAt: at(day, "10:00", "Europe/London").toISOString(),
  month: day.slice(0, 7),
  day,
  holderKey: holderKey(),
  email: customer.email,
};
const pool = createPool(embedded.url, 1);
const counts = await rowCounter(pool);
// The server under test is a production build: its session cookie is `__Host-` prefixed.
const cookie = `${cookieName("aurum_session", true)}=${encodeURIComponent(token)}`;
const reports: TargetReport[] = [];
const started = Date.now();
const NODE_HEADER_LIMIT = 16 * 1024;

/** A URL cut to leave room for the request's other headers under Node's limit. */
function fitted(url: string): string {
  return url.length > NODE_HEADER_LIMIT - 2048 ? url.slice(0, NODE_HEADER_LIMIT - 2048) : url;
}

// Each operation's answers are judged against the codes it documents in the served /api/openapi.json.
const documented = documentedCodesByPath(await (await fetch(`${base}/api/openapi.json`)).json());
for (const target of apiTargets(context)) {
  const headers: Record<string, string> = target.customer ? { authorization: `Bearer ${token}` } : {};
  const report = await fuzzTarget(
    {
      name: `${target.method} ${target.path}`,
      envelope: target.envelope,
      seed: target.seed,
      allowed: documented.get(target.path),
    },
    runs,
    randomSeed,
    async (bad) => {
      const { query, init } = requestInit(target.method, bad, headers);
      // Node refuses a request line over its header limit (16 KB) itself, before any code of ours runs: it
      // answers 431 or simply closes the socket while the client is still sending. Such a query tests Node, not
      // the site, so generated queries are cut to fit; they still arrive truncated and malformed.
      const url = fitted(`${base}${target.path}?lang=en${query ? `&${query}` : ""}`);
      const response = await fetch(url, { ...init, redirect: "manual" });
      return { status: response.status, text: await response.text() };
    },
    counts,
  );
  console.log(formatReport(report));
  reports.push(report);
}

// Server actions: every form with state on these pages, posted as the browser would, then mutated.
const pages = [
  "/us/en/login",
  "/us/en/register",
  "/us/en/forgot-password",
  "/us/en/reset-password?token=expired-token-0000",
  "/us/en/spa-request?item=INTUISSE_60",
  "/us/en/account/settings",
];
const forms: ActionForm[] = [];
for (const page of pages) {
  const html = await (await fetch(`${base}${page}`, { headers: { cookie } })).text();
  forms.push(...scrapeActionForms(page, html, `fuzz-form-${Date.now()}@example.com`));
}
// Deleting the fuzz account would end the session the settings forms need: its form is sent without the confirmation.
for (const form of forms) delete form.seed.confirm;

for (const [index, form] of forms.entries()) {
  const name = `ACTION ${form.page} form ${index + 1} (${Object.keys(form.seed)
    .filter((k) => k !== "area" && k !== "locale")
    .join(",")})`;
  const report: TargetReport = {
    name,
    sent: 0,
    refused: 0,
    accepted: 0,
    statuses: {},
    failures: [],
    ms: 0,
    slowestMs: 0,
  };
  const t0 = Date.now();
  for (const bad of fc.sample(badFormPosts(form, base), { numRuns: runs, seed: randomSeed })) {
    const before = await counts();
    const t = Date.now();
    let status = 0;
    let text = "";
    try {
      const response = await fetch(`${base}${form.page}`, {
        method: "POST",
        body: bad.body,
        headers: { cookie, ...bad.headers },
        redirect: "manual",
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      report.failures.push({ label: bad.label, problem: `threw ${(error as Error).message}` });
      continue;
    }
    report.slowestMs = Math.max(report.slowestMs, Date.now() - t);
    report.sent++;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    for (const problem of judgeAnswer(status, text, false).problems)
      report.failures.push({ label: bad.label, problem });
    // A post from another site is refused with 403 before Next runs it (issue 39), however well-formed.
    if (bad.crossSite && status !== 403)
      report.failures.push({ label: bad.label, problem: `from another site, answered ${status} (not 403)` });
    // Refused: our screen (400/413), or the form shown again with its error.
    const refused =
      status === 400 ||
      status === 403 ||
      status === 413 ||
      (status === 200 &&
        !bad.headers["next-action"] &&
        (text.includes('data-form-message="error"') || /role="alert"/.test(text)));
    if (refused) {
      report.refused++;
      const changed = changedTables(before, await counts());
      if (changed.length)
        report.failures.push({
          label: bad.label,
          problem: `refused (${status}) but wrote rows: ${changed.join(", ")}`,
        });
    } else report.accepted++;
  }
  report.ms = Date.now() - t0;
  console.log(formatReport(report));
  reports.push(report);
}

const sent = reports.reduce((sum, r) => sum + r.sent, 0);
const failures = reports.flatMap((r) => r.failures.map((f) => `${r.name}: ${f.problem} (${f.label.slice(0, 160)})`));
console.log(
  `\n${reports.length} targets (${apiTargets(context).length} API routes, ${forms.length} action forms), ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s, ${reports.reduce((s, r) => s + (r.statuses[500] ?? 0) + (r.statuses[502] ?? 0) + (r.statuses[503] ?? 0), 0)} answers 5xx, ${failures.length} failures`,
);
for (const failure of failures.slice(0, 50)) console.log(`  ✗ ${failure}`);
await pool.end();
await cleanup();
process.exit(failures.length || forms.length < 6 ? 1 : 0);
