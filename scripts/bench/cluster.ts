/**
 * Several instances (issue 43, decision 255), in `npm run bench` (`--only=cluster`): the cluster of `npm run cluster`
 * (two instances of one build behind nginx, PostgreSQL, the S3-compatible server) started on a database of its
 * own, then requests per second, with the machine's load, of
 * - a cached page (`/us/en/faqs`, gzip) and the month availability call (`get_bookable_seat_map`),
 * - on one instance alone (asked directly), on one instance behind nginx (the other stopped), and on both behind
 *   nginx, autocannon with BENCH_CLUSTER_CONNECTIONS (20) connections for BENCH_CLUSTER_SECONDS (8) after a
 *   two-second warm-up;
 * then the cluster test itself (`npm run test:cluster`, its own cluster on another database), which also prints the
 * revalidation delay it measured. On two cores two instances will not double anything: the ratio is reported as
 * measured.
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { startCluster } from "../lib/cluster";
import type { BenchRow, BenchSection } from "./report";

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function rps(options: { url: string; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> }) {
  const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 20);
  const duration = Number(process.env.BENCH_CLUSTER_SECONDS ?? 8);
  const run = (seconds: number) =>
    autocannon({
      url: options.url,
      method: options.method ?? "GET",
      body: options.body,
      headers: options.headers,
      connections,
      duration: seconds,
    });
  await run(2);
  const loadBefore = load();
  const result = await run(duration);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load: loadBefore,
  };
}

export function clusterSection(): BenchSection {
  return {
    name: "cluster: one instance and two",
    run: async () => {
      const rows: BenchRow[] = [];
      const cluster = await startCluster({
        database: process.env.BENCH_CLUSTER_DATABASE ?? "aurum_bench_cluster",
        fresh: true,
        instances: 2,
        basePort: Number(process.env.BENCH_CLUSTER_BASE_PORT ?? process.env.CLUSTER_BASE_PORT ?? 4640),
        env: { LOG_LEVEL: "warn" },
        log: (line) => console.error(`  ${line}`),
      });
      try {
        const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1))
          .toISOString()
          .slice(0, 7);
        const london = 1;
        const targets = [
          { name: "cached page /us/en/faqs", path: "/us/en/faqs", method: "GET" as const, body: undefined },
          {
            name: "availability, a month (get_bookable_seat_map)",
            path: "/api/v2/my_center/get_bookable_seat_map",
            method: "POST" as const,
            body: JSON.stringify({ store_id: london, month, duration: 60 }),
          },
        ];
        const headers = { "accept-encoding": "gzip", "content-type": "application/json" };
        const figures = new Map<string, { one: number; two: number }>();
        for (const target of targets) {
          const alone = await rps({ url: `${cluster.instances[0]!.base}${target.path}`, ...target, headers });
          const both = await rps({ url: `${cluster.base}${target.path}`, ...target, headers });
          figures.set(target.name, { one: alone.rps, two: both.rps });
          rows.push({
            measure: `${target.name}: one instance, directly`,
            value: `${Math.round(alone.rps)} req/s, p99 ${alone.p99} ms, ${alone.errors} errors (load ${alone.load})`,
            goal: "",
            verdict: "INFO",
          });
          rows.push({
            measure: `${target.name}: two instances behind nginx`,
            value: `${Math.round(both.rps)} req/s, p99 ${both.p99} ms, ${both.errors} errors (load ${both.load}); ${(both.rps / alone.rps).toFixed(2)}× one`,
            goal: "no errors",
            verdict: both.errors === 0 && alone.errors === 0 ? "PASS" : "FAIL",
          });
        }
        // The same through nginx with one instance: what the proxy costs.
        await cluster.stopInstance(1);
        for (const target of targets) {
          const one = await rps({ url: `${cluster.base}${target.path}`, ...target, headers });
          rows.push({
            measure: `${target.name}: one instance behind nginx`,
            value: `${Math.round(one.rps)} req/s, p99 ${one.p99} ms, ${one.errors} errors (load ${one.load}); two are ${(figures.get(target.name)!.two / one.rps).toFixed(2)}× this`,
            goal: "",
            verdict: "INFO",
          });
        }
      } finally {
        await cluster.stop();
      }

      const test = spawnSync("npm", ["run", "test:cluster"], {
        encoding: "utf8",
        env: { ...process.env, CLUSTER_TEST_DATABASE: process.env.CLUSTER_TEST_DATABASE ?? "aurum_bench_cluster_test" },
      });
      const output = `${test.stdout}\n${test.stderr}`;
      const delay = output.match(
        /the new price was on B's page (\d+) ms after A answered \(asked then; answered at (\d+) ms/,
      );
      const back = output.match(
        /set back on B was on A's page (\d+) ms after B answered \(asked then; answered at (\d+) ms/,
      );
      const heard = output.match(/B heard (\d+) revalidation\(s\), ([\d.]+) ms after/)?.[2];
      const passed = output.match(/Tests\s+.*?(\d+) passed/)?.[1];
      // The names of the checks that failed (Vitest marks them ×), for the table.
      const failedChecks = [...output.matchAll(/×\s+(.+?)(?:\s+\d+ms)?$/gm)].map((m) =>
        m[1]!.replace(/\u001b\[[0-9;]*m/g, "").trim(),
      );
      rows.push({
        measure: "npm run test:cluster",
        value: `${test.status === 0 ? "passed" : "failed"} (${passed ?? 0} tests passed${failedChecks.length ? `; failed: ${failedChecks.join("; ")}` : ""})`,
        goal: "passes",
        verdict: test.status === 0 ? "PASS" : "FAIL",
      });
      rows.push({
        measure: "revalidation delay, A to B and back",
        value: delay
          ? `B heard it ${heard ?? "?"} ms after A sent it; the first request to B sent ${delay[1]} ms after A answered had the new price (its answer, B rendering the page again, at ${delay[2]} ms); back: ${back?.[1] ?? "?"} ms (${back?.[2] ?? "?"} ms)`
          : "not measured",
        goal: "< 1,000 ms",
        verdict: delay && back && Number(delay[1]) < 1_000 && Number(back[1]) < 1_000 ? "PASS" : "FAIL",
      });
      return rows;
    },
  };
}
