import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every file below `dir` whose name `keep` accepts, for the tests that read the source tree. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, keep);
    return keep(name) ? [full] : [];
  });
}

/** The TypeScript files below `dir`, tests left out: the code that runs. */
export const sourceFiles = (dir: string): string[] =>
  filesUnder(dir, (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name));
