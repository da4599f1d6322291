/**
 * Where a running `npm start` (or `npm run dev`) serves the site, for scripts run beside it: `npm run staff:add`
 * prints its link on the site's real address instead of a guessed localhost:3000 (decision 217). A small file in
 * the data folder, written at start and removed at shutdown; a file whose process is gone is ignored.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export function dataFolder(): string {
  return path.resolve(process.env.PGLITE_DATA_DIR ?? "data");
}

const siteFile = (dataDir: string) => path.join(dataDir, ".aurum-site.json");

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Say where this process serves the site; returns the way to take it back (call it at shutdown). */
export function announceRunningSite(siteUrl: string, dataDir = dataFolder()): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = siteFile(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, siteUrl }));
  return () => {
    const found = readSite(file);
    if (found?.pid === process.pid) rmSync(file, { force: true });
  };
}

function readSite(file: string): { pid: number; siteUrl: string } | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; siteUrl?: unknown };
    if (typeof parsed.pid !== "number" || typeof parsed.siteUrl !== "string") return null;
    if (!/^https?:\/\/\S+$/.test(parsed.siteUrl)) return null;
    return { pid: parsed.pid, siteUrl: parsed.siteUrl };
  } catch {
    return null;
  }
}

/** The address a live site announced in this data folder, or null. */
export function runningSiteUrl(dataDir = dataFolder()): string | null {
  const found = readSite(siteFile(dataDir));
  return found && alive(found.pid) ? found.siteUrl : null;
}
