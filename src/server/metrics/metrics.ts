/**
 * What an operator graphs (issue 43, decision 252): one Prometheus registry per process, served on the internal
 * metrics port by the server wrapper (scripts/serve.ts). Next's bundle (the use cases, the workers) and the wrapper
 * (run by tsx) load separate copies of this module in one process, so the registry and its metrics live on the
 * process's global object, made by whichever copy comes first. prom-client itself is external to Next's bundle
 * (next.config.ts), one copy too. No server-only guard: the server wrapper imports it.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

const METRICS = Symbol.for("aurum.metrics");

/** Request latency buckets, seconds: a page from the cache answers in a millisecond, an order in a few hundred. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "aurum_process_" });
  return {
    registry,
    requests: new Counter({
      name: "aurum_http_requests_total",
      help: "HTTP requests answered, by route kind and status class",
      labelNames: ["kind", "status"] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: "aurum_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route kind",
      labelNames: ["kind"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    inFlight: new Gauge({
      name: "aurum_http_requests_in_flight",
      help: "Requests being answered now",
      registers: [registry],
    }),
    operationDuration: new Histogram({
      name: "aurum_operation_duration_seconds",
      help: "Time of the booking use cases (availability of a day or a month, placing an order), by outcome",
      labelNames: ["operation", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    jobLastRun: new Gauge({
      name: "aurum_job_last_run_timestamp_seconds",
      help: "When each background job of this instance last finished a run (Unix time)",
      labelNames: ["job"] as const,
      registers: [registry],
    }),
    jobRunDuration: new Histogram({
      name: "aurum_job_run_duration_seconds",
      help: "How long one run of each background job took",
      labelNames: ["job"] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
      registers: [registry],
    }),
    jobItems: new Counter({
      name: "aurum_job_items_total",
      help: "What this instance's background jobs did: mails sent or failed, orders expired, reminders queued",
      labelNames: ["job", "result"] as const,
      registers: [registry],
    }),
    invalidations: new Counter({
      name: "aurum_page_invalidations_total",
      help: "Page revalidations sent to the other instances and received from them (decision 250)",
      labelNames: ["direction"] as const,
      registers: [registry],
    }),
    invalidationDelay: new Histogram({
      name: "aurum_page_invalidation_delay_seconds",
      help: "From another instance's revalidation to this instance forgetting the pages",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    ready: new Gauge({
      name: "aurum_instance_ready",
      help: "1 while /readyz answers ready",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  const holder = globalThis as typeof globalThis & { [METRICS]?: Metrics };
  holder[METRICS] ??= create();
  return holder[METRICS];
}

/** Adds gauges read when Prometheus scrapes (the outbox, the database pool): named once per process. */
export function gaugeOnScrape(
  name: string,
  help: string,
  labelNames: readonly string[],
  collect: () =>
    | Promise<{ labels?: Record<string, string>; value: number }[]>
    | { labels?: Record<string, string>; value: number }[],
): void {
  const { registry } = metrics();
  if (registry.getSingleMetric(name)) return;
  new Gauge({
    name,
    help,
    labelNames: [...labelNames],
    registers: [registry],
    async collect() {
      this.reset();
      for (const sample of await collect()) {
        if (sample.labels) this.set(sample.labels, sample.value);
        else this.set(sample.value);
      }
    },
  });
}

/**
 * Runs a booking use case and records how long it took, labelled with its outcome (`ok`, the AppError's code, or
 * `error`), so availability and order latency can be graphed apart from the HTTP layer that called them.
 */
export async function timed<T>(operation: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = "ok";
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    outcome = typeof code === "string" && /^[A-Z_]{1,40}$/.test(code) ? code : "error";
    throw error;
  } finally {
    metrics().operationDuration.observe({ operation, outcome }, (performance.now() - started) / 1000);
  }
}

/** Records one run of a background job (mail delivery, housekeeping) on this instance. */
export async function jobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const { jobLastRun, jobRunDuration } = metrics();
    jobLastRun.set({ job }, Date.now() / 1000);
    jobRunDuration.observe({ job }, (performance.now() - started) / 1000);
  }
}
