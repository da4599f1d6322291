/**
 * The compression `next start` applies (Next's own copy of the `compression` middleware), applied by our server
 * instead of inside Next (next.config.ts sets `compress: false`), so that what sits above it sees each page as
 * Next writes it: the page rewrite of decision 206 (defer-page-scripts.ts). Same encodings, threshold and types
 * as before. On a client that disconnects, Next ends the middleware's zlib stream, which would otherwise outlive
 * the response; this does the same with Next's own function. No server-only guard: scripts/serve.ts imports it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const require = createRequire(import.meta.url);
const compression = require("next/dist/compiled/compression") as () => Middleware;
const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream") as {
  releaseCompressionStream: (response: ServerResponse) => void;
};

const middleware = compression();

/** Compresses what is written to `response` when the client accepts it (call before anything writes). */
export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  middleware(request, response, () => {});
  response.once("close", () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
}
