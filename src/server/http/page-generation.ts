/**
 * The generation of our pages: every `refreshPages` (src/server/http/refresh-pages.ts) starts a new one, and the
 * page cache in front of Next (src/server/http/page-cache.ts) keeps no page recorded in an older one. Kept on
 * the process's global object, because Next's bundle of the app and the server wrapper (scripts/serve.ts, run
 * by tsx) each load their own copy of this module in the same process. No server-only guard, for the same reason.
 */
const GENERATION = Symbol.for("aurum.page-cache.generation");

type WithGeneration = typeof globalThis & { [GENERATION]?: number };

export function pageGeneration(): number {
  return (globalThis as WithGeneration)[GENERATION] ?? 0;
}

/** Every page recorded until now is out of date. */
export function startPageGeneration(): void {
  (globalThis as WithGeneration)[GENERATION] = pageGeneration() + 1;
}
