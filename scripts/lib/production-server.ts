/**
 * The production server as Node runs it (decision 277): `scripts/serve.ts` and the modules of ours it imports,
 * bundled by esbuild into one plain JavaScript file beside the build (`<dist>/serve.mjs`), run by Node without a
 * TypeScript loader. Under tsx every `import()` is resolved by tsx's hooks on a thread of their own, a message each way,
 * and Next imports its cache handler that way on every request (three times for a route handler): about a sixth of the
 * served process's busy time on a trivial API call, and the hooks' thread took the second core's time as well.
 *
 * Packages stay imports (`packages: "external"`), so Next, pg and pino are the copies in node_modules, as before. The
 * two `.mjs` modules Next itself loads by path (the cache handler and its clock, next.config.ts) stay imports of those
 * very files: bundled, the server would keep a second copy of their state, and a revalidation it hears would not reach
 * Next's. `next/dist/…` subpaths are imported by their file, as Node's ES module resolver requires. Bundling takes
 * well under a second, so it is done each time a server starts, from the sources as they are.
 */
import { renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { ChildProcess } from "node:child_process";
import { run } from "./processes";

const root = path.resolve(import.meta.dirname, "../..");
const requireFromRoot = createRequire(path.join(root, "package.json"));

/** Bundles the server into `<distDir>/serve.mjs` (written whole, then renamed: two servers may start at once). */
export async function bundleProductionServer(distDir: string): Promise<string> {
  const outfile = path.resolve(root, distDir, "serve.mjs");
  const result = await build({
    entryPoints: [path.join(root, "scripts/serve.ts")],
    outfile,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    alias: { "@": path.join(root, "src") },
    logLevel: "warning",
    plugins: [
      {
        name: "modules-next-loads-by-path",
        setup(bundle) {
          bundle.onResolve({ filter: /^next\/dist\// }, (args) => ({
            path: requireFromRoot.resolve(args.path),
            external: true,
          }));
          bundle.onResolve({ filter: /\.mjs$/ }, (args) => ({
            path: pathToFileURL(path.resolve(args.resolveDir, args.path)).href,
            external: true,
          }));
        },
      },
    ],
  });
  const temporary = `${outfile}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0]!.contents);
  renameSync(temporary, outfile);
  return outfile;
}

/**
 * The bundled server, started in Node itself in a process group of its own: no `tsx` parent in between, whose CLI
 * SIGKILLs a child that has not acknowledged a relayed SIGTERM within 30 ms, which would cut a server draining its
 * requests (decision 253). Signals reach the server directly.
 */
export function runProductionServer(bundle: string, env: NodeJS.ProcessEnv): ChildProcess {
  return run(process.execPath, [bundle], env);
}
