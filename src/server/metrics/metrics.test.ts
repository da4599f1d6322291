/**
 * The metrics port (decision 252): Prometheus text at /metrics only, on its own listener; the use-case timer labels
 * outcomes by AppError code; job runs leave their time and duration.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRun, metrics, timed } from "./metrics";
import { startMetricsServer } from "./metrics-server";

let server: Awaited<ReturnType<typeof startMetricsServer>>;
const base = () => `http://127.0.0.1:${server.port}`;
beforeAll(async () => {
  server = await startMetricsServer({ port: 0, host: "127.0.0.1" });
});
afterAll(() => server.close());

describe("the metrics port (decision 252)", () => {
  it("serves Prometheus text at /metrics, never cached, and nothing else", async () => {
    metrics().requests.inc({ kind: "page_cache", status: "2xx" });
    const response = await fetch(`${base()}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/^aurum_http_requests_total\{kind="page_cache",status="2xx"\} [1-9]/m);
    expect(text).toContain("# TYPE aurum_operation_duration_seconds histogram");
    for (const path of ["/", "/metrics/x", "/metrics%00", "/healthz"])
      expect((await fetch(`${base()}${path}`)).status).toBe(404);
    expect((await fetch(`${base()}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("times a use case by its outcome: ok, the AppError's code, or error", async () => {
    await timed("test_operation", async () => 1);
    await expect(
      timed("test_operation", async () => {
        throw Object.assign(new Error("taken"), { code: "SLOT_TAKEN" });
      }),
    ).rejects.toThrow("taken");
    await expect(
      timed("test_operation", async () => {
        throw Object.assign(new Error("odd"), { code: "not a code; drop table" });
      }),
    ).rejects.toThrow("odd");
    const text = await (await fetch(`${base()}/metrics`)).text();
    for (const outcome of ["ok", "SLOT_TAKEN", "error"])
      expect(text).toMatch(
        new RegExp(
          `^aurum_operation_duration_seconds_count\\{operation="test_operation",outcome="${outcome}"\\} 1$`,
          "m",
        ),
      );
  });

  it("records when a job last ran and how long it took, even when it fails", async () => {
    await expect(
      jobRun("test_job", async () => {
        throw new Error("down");
      }),
    ).rejects.toThrow("down");
    const text = await (await fetch(`${base()}/metrics`)).text();
    const last = Number(/^aurum_job_last_run_timestamp_seconds\{job="test_job"\} (\S+)$/m.exec(text)?.[1]);
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(60);
    expect(text).toMatch(/^aurum_job_run_duration_seconds_count\{job="test_job"\} 1$/m);
  });
});
