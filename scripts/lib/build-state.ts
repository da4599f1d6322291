import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["src", "messages", "content", "public", "next.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A build is needed when there is none in `distDir` or a source file changed after it. */
export function needsBuild(distDir = ".next"): boolean {
  const buildId = path.join(distDir, "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}
