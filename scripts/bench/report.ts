/**
 * The bench's table: every section gives back rows, each a measure against its goal with PASS, FAIL or
 * INFO (a figure shown beside the goals, judged by nothing) or SKIP (not measured: counts as a miss).
 */
export type Verdict = "PASS" | "FAIL" | "SKIP" | "INFO";

export interface BenchRow {
  measure: string;
  /** What was measured, e.g. "p50 7.1 ms, p95 9.8 ms". */
  value: string;
  /** The goal in words, e.g. "p95 < 30 ms"; "" for INFO rows. */
  goal: string;
  verdict: Verdict;
}

/** One part of `npm run bench`: Lighthouse, JS sizes, nginx and the back end each add one or more. */
export interface BenchSection {
  name: string;
  run(): Promise<BenchRow[]>;
}

/** The q-quantile (0..1) of samples, nearest-rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

/** A latency row: p50 and p95 of the samples, judged on p95 against `p95Goal` ms. */
export function latencyRow(measure: string, samples: readonly number[], p95Goal: number | null, note = ""): BenchRow {
  const p50 = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  const value = `p50 ${ms(p50)}, p95 ${ms(p95)} (n=${samples.length}${note ? `, ${note}` : ""})`;
  if (p95Goal === null) return { measure, value, goal: "", verdict: "INFO" };
  return { measure, value, goal: `p95 < ${p95Goal} ms`, verdict: p95 < p95Goal ? "PASS" : "FAIL" };
}

export function formatTable(sections: { name: string; rows: BenchRow[] }[]): string {
  const header = ["section", "measure", "value", "goal", "verdict"];
  const lines = sections.flatMap((s) => s.rows.map((r) => [s.name, r.measure, r.value, r.goal, r.verdict]));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}
