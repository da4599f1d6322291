/**
 * The production web server: Next's request handler behind a plain Node HTTP server, so that the
 * client's address comes from the socket (decision 075). Run by `npm start` and the journeys' server
 * instead of `next start`; listens on PORT (default 3000), all interfaces, like `next start`.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";
import pino from "pino";
import { loggerOptions } from "../src/server/log/logger-options";
import { CLIENT_ADDRESS_STAMP_ENV, stampIncomingRequest, trustedProxies } from "../src/server/http/forwarded-address";
import { hasMalformedPath, MALFORMED_PATH_ANSWER } from "../src/server/http/malformed-target";
import { env } from "../src/config/env";
import { answerRequest } from "../src/server/http/cache-clock.mjs";
import { compressResponse } from "../src/server/http/compression";
import { deferPageScripts } from "../src/server/http/after-paint-scripts";

// A fresh secret per process: route handlers accept only the address header that carries it.
const stamp = randomBytes(24).toString("base64url");
process.env[CLIENT_ADDRESS_STAMP_ENV] = stamp;

// Like `next start`: this is the production server.
(process.env as Record<string, string>).NODE_ENV = "production";
let config: ReturnType<typeof env>;
try {
  config = env();
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(78);
}
const isTrusted = trustedProxies(config.TRUSTED_PROXIES);
const port = Number(process.env.PORT ?? 3000);

const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

// The page cache in front of Next (decision 188); PAGE_CACHE=off leaves every request to Next. Loaded here, once
// NODE_ENV says production: the cookie names it shares with the proxy depend on it.
const { createPageCache } = await import("../src/server/http/page-cache");
const log = pino(loggerOptions());
const pageCache =
  process.env.PAGE_CACHE === "off"
    ? null
    : createPageCache({
        onServe: (line) => log.info({ ...line, kind: "page", cache: "hit" }, "request"),
        onError: (error, path) => log.error({ err: error, path }, "page cache: keeping a page failed"),
      });

const server = createServer((request, response) => {
  // Next would answer a path that does not percent-decode with a 500 (src/server/http/malformed-target.ts).
  if (hasMalformedPath(request.url)) {
    response.writeHead(MALFORMED_PATH_ANSWER.status, MALFORMED_PATH_ANSWER.headers).end(MALFORMED_PATH_ANSWER.body);
    return;
  }
  stampIncomingRequest(request, isTrusted, stamp);
  if (pageCache?.serve(request, response)) return;
  // Wrapped in this order, Next's writes go through the page rewrite (decision 206), then compression, then the
  // page cache's recorder, which keeps the page as sent.
  pageCache?.observe(request, response);
  compressResponse(request, response);
  deferPageScripts(response);
  // Next's page store dates what it renders for this request by when the request started (decision 198).
  void answerRequest(() => handle(request, response));
});
server.listen(port, () => {
  console.log(`[serve] ready on http://localhost:${port}`);
});
