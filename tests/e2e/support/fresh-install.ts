import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A port nobody listens on right now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface FreshInstall {
  /** http://localhost:<port>, the install's own address. */
  origin: string;
  /** The set-up link the server printed at start (decision 216). */
  link: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Stop the server (its process group); its temporary database goes with it. */
  stop(): Promise<void>;
}

/**
 * A fresh install beside the journeys' own server: our production server (scripts/serve.ts, through
 * scripts/e2e-server.ts with the build the journeys already made) on an empty embedded database and a port of its
 * own. What `npm start` prints is read from its output, as the person installing it reads their terminal.
 */
export async function startFreshInstall(): Promise<FreshInstall> {
  const port = await freePort();
  const child: ChildProcess = spawn("tsx", ["scripts/e2e-server.ts"], {
    env: { ...process.env, E2E_PORT: String(port), E2E_REUSE_BUILD: "1", TEST_DATABASE_URL: "" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await exited;
  };
  const deadline = Date.now() + 180_000;
  const linkPattern = /^\[setup\] (http:\/\/\S+\/staff\/setup\?token=[a-z2-9]+)$/m;
  while (!(linkPattern.test(output) && output.includes("[serve] ready"))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the fresh install did not print a set-up link:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin: `http://localhost:${port}`, link: linkPattern.exec(output)![1]!, output: () => output, stop };
}
