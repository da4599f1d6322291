/**
 * `npm run bench` (issue 14): the performance goals measured in one run, on this machine, printed as one
 * table with each goal's verdict; exits non-zero when a goal is missed or could not be measured (SKIP).
 * A measurement, not a test: `npm test` never runs it.
 *
 * Sections run one after another (never two measurements at once: they would measure each other). Each is
 * { name, run() => rows }; add a section to `sections` for another figure (Lighthouse, JS per page type,
 * static pages against nginx). Sections that need the production build should share one build.
 *
 * BENCH_ONLY=<text> runs the sections whose name contains it; BENCH_MONTH_SAMPLES, BENCH_DAY_SAMPLES and
 * BENCH_ORDER_ROUNDS change the sample counts; BENCH_POSTGRES_URL is the PostgreSQL server (an admin URL:
 * a throwaway database is created there and dropped), by default TEST_DATABASE_URL's server or
 * postgres://postgres@127.0.0.1:5432.
 */
import { cpus, loadavg } from "node:os";
import { backendSections } from "./bench/backend";
import { formatTable, type BenchRow, type BenchSection } from "./bench/report";

const sections: BenchSection[] = [...backendSections()];

const only = process.env.BENCH_ONLY;
// Figures are only as quiet as the machine: the load before and after is printed with them.
const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
const loadBefore = load();
const results: { name: string; rows: BenchRow[] }[] = [];
for (const section of sections.filter((s) => !only || s.name.includes(only))) {
  console.error(`[bench] ${section.name}…`);
  const started = Date.now();
  try {
    results.push({ name: section.name, rows: await section.run() });
  } catch (error) {
    results.push({ name: section.name, rows: [{ measure: "run", value: error instanceof Error ? error.message : String(error), goal: "runs", verdict: "FAIL" }] });
  }
  console.error(`[bench] ${section.name}: ${Math.round((Date.now() - started) / 1000)} s`);
}

console.log(`\nnpm run bench, ${new Date().toISOString()}, ${cpus().length} cores, load average ${loadBefore} before and ${load()} after\n`);
console.log(formatTable(results));
const missed = results.flatMap((r) => r.rows).filter((r) => r.verdict === "FAIL" || r.verdict === "SKIP");
console.log(missed.length ? `\n${missed.length} goal(s) missed or not measured.` : "\nEvery goal met.");
process.exit(missed.length ? 1 : 0);
