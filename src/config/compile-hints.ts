/**
 * Every script chunk of the build asks the browser to compile all its functions while it downloads (issue 14,
 * decision 208).
 *
 * V8 compiles a function lazily: it pre-parses it when the script arrives and compiles it on the main thread the
 * first time it is called. Hydrating a page calls most of React's, Next's and our islands' functions within one task,
 * so that task also compiles them: on a phone-speed processor (Lighthouse's 4× throttling) a fifth of the page's
 * blocking time. The magic comment `//# allFunctionsCalledOnLoad` on a script's first line (Chromium 136 and later)
 * makes V8 compile the whole script eagerly, on a background thread as it streams in. Other browsers read a comment.
 *
 * Every chunk qualifies: a chunk is either one of the page's own (loaded as it starts, run as it hydrates) or loaded
 * on demand right before it runs (a dynamic import). Run by `next build` after compiling and before prerendering
 * (`compiler.runAfterProductionCompile` in next.config.ts), so every way of building the site gets it. Not
 * server-only and free of path aliases: next.config.ts imports it.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to each `.js` file under `<distDir>/static/chunks` that lacks it; answers how many it changed. */
export async function addCompileHints(distDir: string): Promise<number> {
  const chunks = path.join(distDir, "static", "chunks");
  const entries = await readdir(chunks, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}
