/**
 * The metrics port (decision 252): Prometheus's text at `/metrics` on a listener of its own (METRICS_PORT, bound to
 * METRICS_HOST, the loopback by default), never on the public port, so nothing the load balancer exposes can
 * read it. An operator scrapes each instance at its own address. No server-only guard: the server wrapper
 * (scripts/serve.ts) runs it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { metrics } from "./metrics";

export async function startMetricsServer(options: {
  port: number;
  host: string;
  /** Refreshes what is read at scrape time from the wrapper's side (readiness). */
  beforeScrape?: () => Promise<void>;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      response.end("Not found\n");
      return;
    }
    const { registry } = metrics();
    void (async () => {
      try {
        await options.beforeScrape?.().catch(() => {});
        const body = await registry.metrics();
        response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : body);
      } catch {
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        response.end("metrics unavailable\n");
      }
    })();
  });
  // A scrape is small and quick: a slow client is cut.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
