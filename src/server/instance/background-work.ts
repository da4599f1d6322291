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

export function registerBackgroundWork(name: string, stop: Stop): void {
  jobs().set(name, stop);
}

export function unregisterBackgroundWork(name: string): void {
  jobs().delete(name);
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
