/**
 * `npm run bench` (issue 14): the performance goals measured in one run, on this machine, printed as one
 * table with each goal's verdict; exits non-zero when a goal is missed or could not be measured (SKIP).
 * A measurement, not a test: `npm test` never runs it.
 *
 * Sections run one after another (never two measurements at once: they would measure each other). Each is
 * { name, run() => rows }; add a section to `sections` for another figure. The front end's sections
 * (Lighthouse, JS per page type, static pages against nginx) share one production build, served like
 * `npm start` on a free port over a throwaway embedded database (scripts/bench/site.ts); `--rebuild` forces
 * a fresh build.
 *
 * `--only=lighthouse,js` (or BENCH_ONLY) runs the sections whose name contains one of the words (spaces and
 * case ignored: lighthouse, interactions, js, static, nginx, path, backend, pglite, postgresql, cluster); BENCH_MONTH_SAMPLES, BENCH_DAY_SAMPLES and
 * BENCH_ORDER_ROUNDS change the sample counts; BENCH_POSTGRES_URL is the PostgreSQL server (an admin URL:
 * a throwaway database is created there and dropped), by default TEST_DATABASE_URL's server or
 * postgres://postgres@127.0.0.1:5432.
 */
import { cpus, loadavg } from "node:os";
import { backendSections } from "./bench/backend";
import { javascriptSection } from "./bench/javascript";
import { interactionsSection } from "./bench/interactions";
import { lighthouseSection } from "./bench/lighthouse";
import { formatTable, type BenchRow, type BenchSection } from "./bench/report";
import { benchSite, stopBenchSite } from "./bench/site";
import { staticSection } from "./bench/static";
import { clusterSection } from "./bench/cluster";
import { productionPathSection } from "./bench/production-path";

/** The build and the served site, measured as a section of its own so its time is not counted in the first that needs it. */
const siteSection: BenchSection = {
  name: "site build",
  run: async () => {
    const site = await benchSite();
    return [
      {
        measure: "production build (.next-size)",
        value: site.buildSeconds === null ? "current, reused" : `${site.buildSeconds} s`,
        goal: "",
        verdict: "INFO",
      },
      { measure: "served like npm start", value: site.base, goal: "", verdict: "INFO" },
    ];
  },
};
const frontEnd: BenchSection[] = [javascriptSection(), staticSection(), lighthouseSection(), interactionsSection()];
// The production path seeds a year of bookings into the served site's database: after the pages Lighthouse measures.
const productionPath = productionPathSection();
const sections: BenchSection[] = [...frontEnd, productionPath, ...backendSections(), clusterSection()];

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
const onlyArgument = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const only = (onlyArgument ?? process.env.BENCH_ONLY ?? "").split(",").map(normalize).filter(Boolean);
const chosen = sections.filter((s) => only.length === 0 || only.some((word) => normalize(s.name).includes(word)));
if (chosen.length === 0) {
  console.error(`[bench] no section matches ${only.join(", ")}: ${sections.map((s) => s.name).join("; ")}`);
  process.exit(2);
}
if (chosen.some((s) => frontEnd.includes(s) || s === productionPath)) chosen.unshift(siteSection);
// Figures are only as quiet as the machine: the load before and after is printed with them.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const loadBefore = load();
const results: { name: string; rows: BenchRow[] }[] = [];
const times: string[] = [];
process.on("SIGINT", () => void stopBenchSite().then(() => process.exit(130)));
for (const section of chosen) {
  console.error(`[bench] ${section.name}…`);
  const started = Date.now();
  try {
    results.push({ name: section.name, rows: await section.run() });
  } catch (error) {
    results.push({
      name: section.name,
      rows: [
        {
          measure: "run",
          value: error instanceof Error ? error.message : String(error),
          goal: "runs",
          verdict: "FAIL",
        },
      ],
    });
  }
  times.push(`${section.name} ${Math.round((Date.now() - started) / 1000)} s`);
  console.error(`[bench] ${times.at(-1)}`);
}

await stopBenchSite();

console.log(
  `\nnpm run bench, ${new Date().toISOString()}, ${cpus().length} cores, load average ${loadBefore} before and ${load()} after\n`,
);
console.log(formatTable(results));
console.log(`\nTime per section: ${times.join(", ")}.`);
const missed = results.flatMap((r) => r.rows).filter((r) => r.verdict === "FAIL" || r.verdict === "SKIP");
console.log(missed.length ? `\n${missed.length} goal(s) missed or not measured.` : "\nEvery goal met.");
process.exit(missed.length ? 1 : 0);
