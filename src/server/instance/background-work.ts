/**
 * The background jobs running in this process (the outbox worker, housekeeping), so a draining instance can stop
 * them and wait for the run under way (decision 253). The jobs start inside Next's bundle (src/instrumentation.ts)
 * and the server wrapper (scripts/serve.ts, run by tsx) stops them: separate copies of this module in one
 * process, hence the process's global object. No server-only guard: the server wrapper imports it.
 */
const JOBS = Symbol.for("aurum.background-work");

/** Stops a job's schedule and resolves when its run under way (if any) has ended. */
type Stop = () => Promise<void>;

function jobs(): Map<string, Stop> {
  const holder = globalThis as typeof globalThis & { [JOBS]?: Map<string, Stop> };
  holder[JOBS] ??= new Map();
  return holder[JOBS];
}

function registerBackgroundWork(name: string, stop: Stop): void {
  jobs().set(name, stop);
}

function unregisterBackgroundWork(name: string): void {
  jobs().delete(name);
}

/**
 * Run `work` in this process again and again, `intervalMs` after each run ends (the first `firstMs` after the start),
 * registered under `name` so that a draining instance stops it. `stopping()` tells a run under way that the schedule
 * was stopped; `stop()` clears the schedule, calls `onStop`, and resolves once the run under way (if any) is done.
 */
export function scheduleBackgroundWork(
  name: string,
  timing: { firstMs: number; intervalMs: number },
  work: (stopping: () => boolean) => Promise<void>,
  onStop: () => void,
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    timer = null;
    running = work(() => stopped).finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, timing.intervalMs);
    });
  };
  timer = setTimeout(tick, timing.firstMs);
  const handle = {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      onStop();
      unregisterBackgroundWork(name);
      await running;
    },
  };
  registerBackgroundWork(name, handle.stop);
  return handle;
}

/**
 * Stops every job and waits for their runs under way, at most `timeoutMs`; names the jobs still running then
 * (the instance exits anyway: a mail claimed by a cut run is retried after its lease, decision 253).
 */
export async function stopBackgroundWork(timeoutMs: number): Promise<{ stopped: string[]; unfinished: string[] }> {
  const entries = [...jobs()];
  const finished = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(
      entries.map(async ([name, stop]) => {
        await stop().catch(() => {});
        finished.add(name);
      }),
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  const names = entries.map(([name]) => name);
  return { stopped: names.filter((n) => finished.has(n)), unfinished: names.filter((n) => !finished.has(n)) };
}
