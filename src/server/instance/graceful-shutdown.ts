/**
 * A restart that drops nothing (issue 43, decision 253). On SIGTERM (or SIGINT) the instance:
 * 1. says it is not ready (`/readyz` 503) and, for `delayMs` (default 0), keeps serving as before, so a load
 *    balancer that polls `/readyz` stops sending it requests first;
 * 2. stops listening (new connections go to the other instances: nginx passes a refused connection on) and keeps
 *    the connections already accepted (one that has not sent its request yet is served too); each answer then carries
 *    `Connection: close`;
 * 3. lets the requests in flight finish and stops the background jobs (their run under way finishes, decision 253),
 *    both within `timeoutMs` (default 25 s) in all;
 * 4. closes what it opened (the invalidation bus, the metrics port, the database pools) and exits 0, or 1 when
 *    something had to be cut at the bound.
 * No server-only guard: the server wrapper (scripts/serve.ts) runs it.
 */
import type { Server, ServerResponse } from "node:http";
import net from "node:net";

/** Counts the requests being answered, from arrival until their response closes. */
export function createRequestTracker() {
  let inFlight = 0;
  const waiters = new Set<() => void>();
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of waiters) wake();
  };
  return {
    /** Call when a request arrives; the count drops when its response closes (finished or aborted). */
    track(response: ServerResponse) {
      inFlight += 1;
      response.once("close", done);
    },
    /**
     * Work a request started that may outlive its response (Next still rendering for a client that went away):
     * counted until it settles, so the pools it uses are not closed under it.
     */
    hold(work: Promise<unknown>) {
      inFlight += 1;
      void work.then(done, done);
    },
    inFlight: () => inFlight,
    /** Resolves true once no request is in flight, or false after `timeoutMs`. */
    idle(timeoutMs: number): Promise<boolean> {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}

export type RequestTracker = ReturnType<typeof createRequestTracker>;

export interface ShutdownOptions {
  server: Server;
  tracker: RequestTracker;
  setDraining: (draining: boolean) => void;
  /** Stops the background jobs and waits for their runs under way, at most the given milliseconds. */
  stopJobs: (timeoutMs: number) => Promise<{ unfinished: string[] }>;
  /** Closes what the instance opened (bus, metrics port, pools), after requests and jobs. */
  closeResources: () => Promise<void>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  delayMs?: number;
  timeoutMs?: number;
  exit?: (code: number) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the shutdown once (later signals are ignored); resolves with the exit code it used. */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<number> {
  let running: Promise<number> | null = null;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const delayMs = options.delayMs ?? 0;
  const timeoutMs = options.timeoutMs ?? 25_000;

  async function run(signal: string): Promise<number> {
    const started = Date.now();
    options.setDraining(true);
    options.log.info(
      { signal, inFlight: options.tracker.inFlight(), delayMs, timeoutMs },
      "shutdown: draining (not ready)",
    );
    if (delayMs > 0) await wait(delayMs);
    // Stop listening, but keep the connections already accepted: http.Server#close would also close those that have
    // not sent their request yet (a load balancer's request then gets a reset, and a POST is not repeated).
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(options.server, () => resolve()));
    const left = () => Math.max(0, timeoutMs - (Date.now() - started));
    const settle = async () => {
      // Idle, and still idle a moment later: a connection accepted just before the close has sent its request.
      for (;;) {
        if (!(await options.tracker.idle(left()))) return false;
        await wait(Math.min(250, left()));
        if (options.tracker.inFlight() === 0) return true;
        if (left() === 0) return false;
      }
    };
    const [requestsDone, jobs] = await Promise.all([settle(), options.stopJobs(left())]);
    if (!requestsDone)
      options.log.warn({ inFlight: options.tracker.inFlight() }, "shutdown: requests still running at the bound");
    if (jobs.unfinished.length)
      options.log.warn({ jobs: jobs.unfinished }, "shutdown: jobs still running at the bound");
    // Kept-alive connections with nothing in flight, and anything left at the bound.
    options.server.closeAllConnections();
    await Promise.race([closed, wait(1_000)]);
    await Promise.race([options.closeResources().catch(() => {}), wait(2_000)]);
    const code = requestsDone && jobs.unfinished.length === 0 ? 0 : 1;
    options.log.info({ code, ms: Date.now() - started }, "shutdown: done");
    exit(code);
    return code;
  }

  return (signal: string) => {
    running ??= run(signal);
    return running;
  };
}
