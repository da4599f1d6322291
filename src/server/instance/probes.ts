/**
 * What a load balancer and an operator ask an instance (issue 43): `/healthz` (the process answers) and `/readyz`
 * (send it requests: readiness.ts), answered by the server wrapper before anything else, never cached, never
 * through Next; and the route kind each request is counted under in the metrics (decision 252). No server-only
 * guard: the server wrapper (scripts/serve.ts) imports it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readiness } from "./readiness";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

const NOT_CACHED = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

/** The probe's path when `request` asks for one (any query ignored), else null. */
function probePath(request: IncomingMessage): string | null {
  const path = (request.url ?? "").split("?")[0];
  return path === HEALTH_PATH || path === READY_PATH ? path : null;
}

/** Answers `/healthz` and `/readyz`; false for every other request. */
export function answerProbe(request: IncomingMessage, response: ServerResponse, readiness: Readiness): boolean {
  const path = probePath(request);
  if (!path) return false;
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { ...NOT_CACHED, allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" });
    response.end("Method not allowed\n");
    return true;
  }
  const send = (status: number, body: string) => {
    response.writeHead(status, { ...NOT_CACHED, "content-type": "application/json; charset=utf-8" });
    response.end(request.method === "HEAD" ? undefined : body);
  };
  if (path === HEALTH_PATH) {
    send(200, '{"status":"ok"}\n');
    return true;
  }
  readiness.check().then(
    (report) =>
      send(
        report.ready ? 200 : 503,
        `${JSON.stringify({ status: report.ready ? "ready" : "not ready", ...report })}\n`,
      ),
    () => send(503, '{"status":"not ready"}\n'),
  );
  return true;
}

export type RouteKind =
  "probe" | "page" | "page_cache" | "rsc" | "action" | "api" | "static" | "image" | "media" | "other";

/** The kind a request is counted under (a bounded set: never the path itself, which anyone can vary). */
export function routeKind(request: IncomingMessage): RouteKind {
  const path = (request.url ?? "").split("?")[0] ?? "";
  if (path === HEALTH_PATH || path === READY_PATH) return "probe";
  if (path.startsWith("/_next/static/")) return "static";
  if (path.startsWith("/_next/image")) return "image";
  if (path.startsWith("/media/")) return "media";
  if (path.startsWith("/api/")) return "api";
  if (request.method === "POST" && request.headers["next-action"]) return "action";
  if (request.headers.rsc) return "rsc";
  if (request.method === "GET" || request.method === "HEAD") return "page";
  return "other";
}

/** "2xx", "4xx", … for the request counter. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}
