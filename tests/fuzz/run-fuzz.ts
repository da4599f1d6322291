/** The fuzz loop shared by the in-process run (vitest) and the production run (scripts/fuzz.ts). */
import { sampleBadRequests, type BadRequest } from "./bad-payloads";
import { judgeAnswer, SUCCESS_CODE } from "./check-answer";
import { changedTables } from "./row-counts";

export interface FuzzTarget {
  name: string;
  envelope: boolean;
  seed: Record<string, unknown>;
  /** The codes this operation documents (from /api/openapi.json); else any code of the catalogue. */
  allowed?: Set<number>;
}

export type Send = (bad: BadRequest) => Promise<{ status: number; text: string }>;

export interface TargetReport {
  name: string;
  sent: number;
  refused: number;
  accepted: number;
  statuses: Record<number, number>;
  failures: { label: string; problem: string }[];
  ms: number;
  slowestMs: number;
}

/**
 * Send `n` generated bad requests to one target, one after another. A request that is refused (any answer
 * but success) must leave every table's row count unchanged.
 */
export async function fuzzTarget(
  target: FuzzTarget,
  n: number,
  randomSeed: number,
  send: Send,
  counts: () => Promise<Record<string, number>>,
): Promise<TargetReport> {
  const report: TargetReport = {
    name: target.name,
    sent: 0,
    refused: 0,
    accepted: 0,
    statuses: {},
    failures: [],
    ms: 0,
    slowestMs: 0,
  };
  const started = Date.now();
  for (const bad of sampleBadRequests(target.seed, n, randomSeed)) {
    const before = await counts();
    const t0 = Date.now();
    let status: number;
    let text: string;
    try {
      ({ status, text } = await send(bad));
    } catch (error) {
      report.failures.push({ label: bad.label, problem: `threw ${(error as Error).message?.slice(0, 200)}` });
      continue;
    }
    report.slowestMs = Math.max(report.slowestMs, Date.now() - t0);
    report.sent++;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    const judged = judgeAnswer(status, text, target.envelope, target.allowed);
    const refused = target.envelope ? judged.code !== SUCCESS_CODE : status >= 400;
    if (refused) report.refused++;
    else report.accepted++;
    for (const problem of judged.problems) report.failures.push({ label: bad.label, problem });
    if (refused) {
      const changed = changedTables(before, await counts());
      if (changed.length)
        report.failures.push({
          label: bad.label,
          problem: `refused (${judged.code ?? status}) but wrote rows: ${changed.join(", ")}`,
        });
    } else {
      // An accepted request may finish its work after answering (Next's after(): sign-in codes are written
      // then, so known and unknown addresses answer alike). Let it land before the next request is counted.
      await settle(counts);
    }
  }
  report.ms = Date.now() - started;
  return report;
}

/** Wait until the row counts stop changing (two equal readings 50 ms apart, at most 5 s). */
async function settle(counts: () => Promise<Record<string, number>>): Promise<void> {
  let last = JSON.stringify(await counts());
  for (let waited = 0; waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = JSON.stringify(await counts());
    if (now === last) return;
    last = now;
  }
}

export function formatReport(r: TargetReport): string {
  const statuses = Object.entries(r.statuses)
    .map(([s, c]) => `${s}×${c}`)
    .join(" ");
  return `${r.name.padEnd(52)} ${String(r.sent).padStart(5)} sent ${String(r.refused).padStart(5)} refused ${String(r.accepted).padStart(4)} accepted  [${statuses}]  ${r.failures.length} failures  ${(r.ms / 1000).toFixed(1)}s (slowest ${r.slowestMs} ms)`;
}

/** Turn a bad request into fetch arguments: GET targets carry the payload in the query string. */
export function requestInit(
  method: "GET" | "POST",
  bad: BadRequest,
  headers: Record<string, string>,
): { query: string; init: RequestInit } {
  if (method === "GET") {
    let query = "";
    try {
      const parsed =
        typeof bad.body === "string" && bad.contentType === "application/json"
          ? (JSON.parse(bad.body) as unknown)
          : null;
      if (parsed && typeof parsed === "object")
        query = new URLSearchParams(
          Object.entries(parsed).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
        ).toString();
    } catch {
      query = "";
    }
    if (!query && typeof bad.body === "string")
      query = bad.body.startsWith("{") ? `id=${encodeURIComponent(bad.body)}` : bad.body;
    return { query, init: { method, headers } };
  }
  return {
    query: "",
    init: {
      method,
      headers: bad.contentType ? { ...headers, "content-type": bad.contentType } : headers,
      body: bad.body,
    },
  };
}
