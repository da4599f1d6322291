import { spawn, type ChildProcess } from "node:child_process";

/** Run a command in its own process group so stopping it also stops the servers it starts. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { stdio: "inherit", env, detached: true });
}

export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

export function waitForExit(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Stop `children` and run `cleanup` on Ctrl-C or a termination signal, then exit. */
export function onShutdown(children: () => ChildProcess[], cleanup: () => Promise<void>): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const child of children()) stopGroup(child, signal);
    await Promise.all(children().map(waitForExit));
    await cleanup();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
