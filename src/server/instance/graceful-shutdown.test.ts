/**
 * The shutdown path (decision 253) on a real HTTP server: a request in flight when SIGTERM comes is answered in
 * full, a new connection is refused, the jobs' run under way is waited for, and the bound cuts what overstays.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createRequestTracker, gracefulShutdown } from "./graceful-shutdown";
import { routeKind } from "./probes";

const quiet = { info: () => {}, warn: () => {} };

async function serverAnsweringAfter(ms: number) {
  const tracker = createRequestTracker();
  let draining = false;
  const server: Server = createServer((req, res) => {
    tracker.track(res);
    if (draining) res.setHeader("connection", "close");
    setTimeout(() => res.end(`done after ${ms} ms`), ms);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, tracker, port, setDraining: (value: boolean) => (draining = value) };
}

const get = (port: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });

describe("graceful shutdown (decision 253)", () => {
  it("finishes the request in flight and the job's run, refuses new connections, then exits 0", async () => {
    const { server, tracker, port, setDraining } = await serverAnsweringAfter(400);
    let exitCode: number | null = null;
    let jobFinished = false;
    const shutdown = gracefulShutdown({
      server,
      tracker,
      setDraining,
      stopJobs: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        jobFinished = true;
        return { unfinished: [] };
      },
      closeResources: async () => {},
      log: quiet,
      exit: (code) => (exitCode = code),
    });
    const inFlight = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const done = shutdown("SIGTERM");
    void shutdown("SIGTERM"); // a second signal changes nothing
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: "done after 400 ms" });
    expect(await done).toBe(0);
    expect(exitCode).toBe(0);
    expect(jobFinished).toBe(true);
  });

  it("cuts what is still running at the bound and exits 1", async () => {
    const { server, tracker, port, setDraining } = await serverAnsweringAfter(5_000);
    const shutdown = gracefulShutdown({
      server,
      tracker,
      setDraining,
      stopJobs: async () => ({ unfinished: [] }),
      closeResources: async () => {},
      log: quiet,
      timeoutMs: 300,
      exit: () => {},
    });
    const inFlight = get(port).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await shutdown("SIGTERM")).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});

describe("the request count", () => {
  it("waits for work a request started after its client went away", async () => {
    const tracker = createRequestTracker();
    let finish = () => {};
    tracker.hold(new Promise<void>((resolve) => (finish = resolve)));
    expect(tracker.inFlight()).toBe(1);
    expect(await tracker.idle(50)).toBe(false);
    setTimeout(finish, 20);
    expect(await tracker.idle(1_000)).toBe(true);
    expect(tracker.inFlight()).toBe(0);
  });
});

describe("route kinds for the metrics (decision 252)", () => {
  const kind = (method: string, url: string, headers: Record<string, string> = {}) =>
    routeKind({ method, url, headers } as never);
  it("is a closed set, never the path", () => {
    expect(kind("GET", "/us/en/faqs")).toBe("page");
    expect(kind("GET", "/us/en/faqs", { rsc: "1" })).toBe("rsc");
    expect(kind("POST", "/uk/en/staff/catalogue/IMB", { "next-action": "abc" })).toBe("action");
    expect(kind("POST", "/api/v2/place_order/quote")).toBe("api");
    expect(kind("GET", "/_next/static/chunks/x.js")).toBe("static");
    expect(kind("GET", "/_next/image?url=x")).toBe("image");
    expect(kind("GET", "/media/photos/a.png")).toBe("media");
    expect(kind("GET", "/readyz?x=1")).toBe("probe");
    expect(kind("DELETE", "/us/en")).toBe("other");
  });
});
