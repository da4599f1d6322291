/**
 * The embedded database: one PGlite (PostgreSQL compiled to WASM) owns the data folder and speaks
 * the wire protocol on a local port, so every process (Next server, build workers, scripts) uses
 * plain `pg`. Two processes opening the folder directly would silently lose data, hence one owner
 * guarded by a lock file.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { SessionSocketServer } from "./embedded-socket-server";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the lock file says: the owning process and, since issue 39, where it serves the database. */
function readLock(lockFile: string): { pid: number; url: string | null } | null {
  if (!existsSync(lockFile)) return null;
  const text = readFileSync(lockFile, "utf8").trim();
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; url?: unknown };
    // Before issue 39 the file held the bare process id (JSON.parse reads it as a number).
    if (typeof parsed === "number") return { pid: parsed, url: null };
    if (typeof parsed.pid === "number")
      return { pid: parsed.pid, url: typeof parsed.url === "string" ? parsed.url : null };
  } catch {
    // not ours, or half-written: nobody
  }
  return null;
}

/**
 * The embedded database another live process serves from `dataDir` (`npm start`, `npm run dev`), read from its lock
 * file: a script run beside the site (`npm run staff:add`) connects to it instead of failing to open the folder
 * (decision 217). `url` is null for a lock written before the address was recorded.
 */
export function runningEmbeddedDatabase(dataDir: string): { pid: number; url: string | null } | null {
  const lock = readLock(path.join(dataDir, ".aurum.lock"));
  return lock && lock.pid !== process.pid && processAlive(lock.pid) ? lock : null;
}

/** Start PGlite on `dataDir` (or in memory when null) and serve it on 127.0.0.1:`port` (0 = any free port). */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  port: number;
  holdTimeoutMs?: number;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, holdTimeoutMs } = options;
  let lockFile: string | null = null;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lockFile = path.join(dataDir, ".aurum.lock");
    const owner = runningEmbeddedDatabase(dataDir);
    if (owner) {
      throw new Error(`The embedded database in ${dataDir} is already running (process ${owner.pid}). Stop it first.`);
    }
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url: null }));
  }

  const db = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { btree_gist } });
  // Not pglite-socket's server: it interleaves concurrent connections' messages (decision 090).
  const server = new SessionSocketServer({ db, port, host: "127.0.0.1", maxConnections: 200, holdTimeoutMs });
  await server.start();
  const address = server.address();
  const url = `postgres://postgres@${address}/postgres?sslmode=disable`;
  if (lockFile) writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url }));

  let stopping: Promise<void> | null = null;
  return {
    url,
    // Every caller waits for the same shutdown, so an early process.exit cannot cut it short.
    stop() {
      stopping ??= (async () => {
        await server.stop();
        await db.close();
        if (lockFile) rmSync(lockFile, { force: true });
      })();
      return stopping;
    },
  };
}
