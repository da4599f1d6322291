/**
 * What the two page caches need to know about time (decision 198): the generation of our pages (the page cache in
 * front of Next, src/server/http/page-cache.ts, keeps no page recorded in an older one) and when the request being
 * answered started (Next's page store, src/server/http/next-cache-handler.mjs, dates a page it keeps by it).
 *
 * Plain JavaScript: Next loads its cache handler with Node's own `import`, outside its bundle. Both are kept on the
 * process's global object, because Next's bundle, the cache handler and the server wrapper (scripts/serve.ts, run
 * by tsx) each load their own copy of this module in the same process. No server-only guard, for the same reason.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const GENERATION = Symbol.for("aurum.page-cache.generation");
const REQUEST_START = Symbol.for("aurum.request-start");
const REVALIDATION_LISTENERS = Symbol.for("aurum.revalidation-listeners");

/** @returns {number} */
export function pageGeneration() {
  return globalThis[GENERATION] ?? 0;
}

/** Every page recorded until now is out of date. */
export function startPageGeneration() {
  globalThis[GENERATION] = pageGeneration() + 1;
}

/** @returns {AsyncLocalStorage<number>} */
function requestStarts() {
  globalThis[REQUEST_START] ??= new AsyncLocalStorage();
  return globalThis[REQUEST_START];
}

/**
 * Runs `answer` (the answer to one request) knowing when the request started: whatever Next renders for it, in
 * the request or in the background, read the database after that time.
 * @template T
 * @param {() => T} answer
 * @param {number} [startedAt] milliseconds since the epoch, as Date.now()
 * @returns {T}
 */
export function answerRequest(answer, startedAt = Date.now()) {
  return requestStarts().run(startedAt, answer);
}

/** When the request being answered started (Date.now() milliseconds), or undefined outside a request. */
export function requestStartedAt() {
  return requestStarts().getStore();
}

/** @returns {Set<(revalidation: { tags: string[]; durations?: { expire?: number } }) => void>} */
function revalidationListeners() {
  globalThis[REVALIDATION_LISTENERS] ??= new Set();
  return globalThis[REVALIDATION_LISTENERS];
}

/**
 * Next applied a revalidation in this process (its page store's `revalidateTag`): the listeners hear which tags,
 * so the other instances can forget the same pages (the page-invalidation bus, decision 250). A listener's
 * failure never reaches Next.
 * @param {{ tags: string[]; durations?: { expire?: number } }} revalidation
 */
export function announceRevalidation(revalidation) {
  for (const listener of revalidationListeners()) {
    try {
      listener(revalidation);
    } catch {
      // The bus logs its own failures; the local revalidation stands.
    }
  }
}

/**
 * Hear every revalidation Next applies in this process; returns the function that stops listening.
 * @param {(revalidation: { tags: string[]; durations?: { expire?: number } }) => void} listener
 * @returns {() => void}
 */
export function onRevalidation(listener) {
  revalidationListeners().add(listener);
  return () => revalidationListeners().delete(listener);
}
