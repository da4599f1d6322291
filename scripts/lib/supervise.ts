import type { ChildProcess } from "node:child_process";
import { constants } from "node:os";

export interface SupervisorOptions {
  /** Starts one web server process. */
  start: () => ChildProcess;
  log?: (line: string) => void;
  /** Wait before restarting; doubles after quick deaths (a crash loop), back to the first after a calm run. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A child that lived this long counts as healthy: the next death restarts after the first delay. */
  healthyAfterMs?: number;
  /** Exit codes that no restart can fix (the configuration check refused to start: 78). */
  giveUpOn?: readonly number[];
  onGiveUp?: (code: number) => void;
}

export interface Supervisor {
  /** The process serving now (changes on each restart). */
  current(): ChildProcess;
  restarts(): number;
  /** Stop restarting (at once) and resolve once the current child has exited (the caller signals it). */
  stop(): Promise<void>;
  /**
   * Stop restarting and stop the child the way an orchestrator does (decision 253): SIGTERM to its process group,
   * which makes the web server drain (finish requests and jobs, then exit); SIGKILL if it is still there after
   * `graceMs`. Resolves once it has exited.
   */
  terminate(graceMs: number): Promise<void>;
}

/** Why a child ended, in words for the log. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  // tsx (and shells) report a child killed by a signal as exit 128 + the signal's number.
  if (!signal && code !== null && code > 128) {
    const name = Object.entries(constants.signals).find(([, number]) => number === code - 128)?.[0] as
      NodeJS.Signals | undefined;
    if (name) return `${describeExit(null, name)} (exit ${code})`;
  }
  if (signal === "SIGABRT") return "aborted by SIGABRT (usually out of heap memory)";
  if (signal) return `killed by ${signal}${signal === "SIGKILL" ? " (out of memory, or killed from outside)" : ""}`;
  return `exited with code ${code ?? "unknown"}`;
}

/**
 * Keep the web server running (issue 8: one request must not take the site down): when the child dies,
 * log why and start a new one. Quick repeated deaths back off up to maxRestartDelayMs.
 */
export function supervise(options: SupervisorOptions): Supervisor {
  const log = options.log ?? ((line: string) => console.error(line));
  const firstDelay = options.restartDelayMs ?? 1_000;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const healthyAfter = options.healthyAfterMs ?? 60_000;
  let stopping = false;
  let restartCount = 0;
  let delay = firstDelay;
  let timer: NodeJS.Timeout | null = null;
  let child: ChildProcess;
  let exited: Promise<void>;

  const launch = () => {
    const startedAt = Date.now();
    child = options.start();
    exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        resolve();
        if (stopping) return;
        if (code !== null && options.giveUpOn?.includes(code)) {
          log(`[start] the web server (pid ${child.pid}) ${describeExit(code, signal)}; not restarting`);
          stopping = true;
          options.onGiveUp?.(code);
          return;
        }
        delay = Date.now() - startedAt >= healthyAfter ? firstDelay : delay;
        log(
          `[start] the web server (pid ${child.pid}) ${describeExit(code, signal)}; restarting in ${delay < 1_000 ? `${delay} ms` : `${(delay / 1_000).toFixed(1)} s`}`,
        );
        timer = setTimeout(() => {
          timer = null;
          if (stopping) return;
          restartCount += 1;
          launch();
        }, delay);
        delay = Math.min(delay * 2, maxDelay);
      });
    });
  };
  launch();

  return {
    current: () => child,
    restarts: () => restartCount,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await exited;
    },
    async terminate(graceMs: number) {
      stopping = true;
      if (timer) clearTimeout(timer);
      const target = child;
      const signalGroup = (signal: NodeJS.Signals) => {
        if (target.pid === undefined || target.exitCode !== null || target.signalCode !== null) return;
        try {
          process.kill(-target.pid, signal);
        } catch {
          // Not a group leader (or already gone): the child alone.
          try {
            target.kill(signal);
          } catch {
            // gone
          }
        }
      };
      signalGroup("SIGTERM");
      let timeout: NodeJS.Timeout | undefined;
      const forced = new Promise<void>((resolve) => {
        timeout = setTimeout(() => {
          log(`[start] the web server (pid ${target.pid}) did not stop within ${graceMs} ms; killing it`);
          signalGroup("SIGKILL");
          resolve();
        }, graceMs);
      });
      await Promise.race([exited, forced]);
      clearTimeout(timeout);
      await exited;
    },
  };
}
