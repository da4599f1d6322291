import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { describeExit, supervise } from "./supervise";

/** A tiny stand-in for the web server: a Node process that dies the way we tell it to. */
function fakeServer(script: string) {
  return () => spawn(process.execPath, ["-e", script], { stdio: "ignore" });
}

/** One that says "ready" once its script (its signal handler) is in place: a loaded machine starts Node slowly. */
function announcingServer(script: string, ready: { count: number }) {
  return () => {
    const child = spawn(process.execPath, ["-e", `${script}; process.stdout.write("ready")`], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    child.stdout.on("data", () => (ready.count += 1));
    return child;
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("npm start's supervisor", () => {
  it("restarts a web server that dies and logs why", async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      start: fakeServer("setInterval(() => {}, 1000)"),
      log: (line) => lines.push(line),
      restartDelayMs: 10,
    });
    const first = supervisor.current();
    await until(() => first.pid !== undefined);
    first.kill("SIGKILL");
    await until(() => supervisor.restarts() === 1);
    const second = supervisor.current();
    expect(second.pid).not.toBe(first.pid);
    expect(second.exitCode).toBeNull();
    expect(lines[0]).toMatch(new RegExp(`pid ${first.pid}\\) killed by SIGKILL`));
    second.kill("SIGTERM");
    await until(() => supervisor.restarts() === 2);
    const third = supervisor.current();
    const stopped = supervisor.stop();
    third.kill("SIGTERM");
    await stopped;
    expect(supervisor.restarts()).toBe(2);
  });

  it("restarts a crash loop with a growing delay, and logs the exit code", async () => {
    const lines: string[] = [];
    const supervisor = supervise({
      start: fakeServer("process.exit(134)"),
      log: (line) => lines.push(line),
      restartDelayMs: 10,
      maxRestartDelayMs: 40,
    });
    await until(() => supervisor.restarts() >= 3);
    // A fourth death may be logged before stop() lands; the first three show the doubling up to the cap.
    await supervisor.stop();
    expect(lines[0]).toContain("aborted by SIGABRT (usually out of heap memory) (exit 134)");
    expect(lines.slice(0, 3).map((line) => /restarting in (.+)$/.exec(line)?.[1])).toEqual(["10 ms", "20 ms", "40 ms"]);
  });

  it("gives up when the server refuses its configuration", async () => {
    const lines: string[] = [];
    let gaveUp: number | null = null;
    const supervisor = supervise({
      start: fakeServer("process.exit(78)"),
      log: (line) => lines.push(line),
      restartDelayMs: 10,
      giveUpOn: [78],
      onGiveUp: (code) => (gaveUp = code),
    });
    await until(() => gaveUp !== null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gaveUp).toBe(78);
    expect(supervisor.restarts()).toBe(0);
    expect(lines).toEqual([expect.stringContaining("exited with code 78; not restarting")]);
  });

  it("names signals and exit codes", () => {
    expect(describeExit(null, "SIGKILL")).toContain("SIGKILL");
    expect(describeExit(1, null)).toBe("exited with code 1");
    expect(describeExit(137, null)).toBe("killed by SIGKILL (out of memory, or killed from outside) (exit 137)");
  });

  it("stops the server through its own graceful path: SIGTERM, then waits for it to finish (decision 253)", async () => {
    const lines: string[] = [];
    // Answers SIGTERM by finishing 300 ms of work first, as serve.ts finishes its requests in flight.
    const ready = { count: 0 };
    const supervisor = supervise({
      start: announcingServer(
        "process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300)); setInterval(() => {}, 1000)",
        ready,
      ),
      log: (line) => lines.push(line),
      restartDelayMs: 10,
    });
    const child = supervisor.current();
    await until(() => ready.count > 0);
    const started = Date.now();
    await supervisor.terminate(5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(child.exitCode).toBe(0);
    expect(supervisor.restarts()).toBe(0);
    expect(lines).toEqual([]);
  });

  it("kills a server that does not stop within the bound", async () => {
    const lines: string[] = [];
    const ready = { count: 0 };
    const supervisor = supervise({
      start: announcingServer("process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)", ready),
      log: (line) => lines.push(line),
      restartDelayMs: 10,
    });
    const child = supervisor.current();
    await until(() => ready.count > 0);
    await supervisor.terminate(200);
    expect(child.signalCode).toBe("SIGKILL");
    expect(lines[0]).toMatch(/did not stop within 200 ms; killing it/);
    expect(supervisor.restarts()).toBe(0);
  });
});
