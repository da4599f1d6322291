import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Every test runs in UTC whatever the machine's zone. Worker threads share the process's zone, so it is set here, in
// the process that starts them, before any date is made (the `env` option reaches forked workers only).
process.env.TZ = "UTC";

const include = ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"];
const exclude = ["tests/e2e/**", "node_modules/**"];

/**
 * A test file that changes what a module reads when it is first imported (an environment variable, a mocked or
 * stubbed module or global) gets modules of its own; every other file shares its worker's modules with the files run
 * before it (decision 275). Importing the app's modules again for each of 225 files was 40 % of the suites' time.
 * Decided from the file's text, so a new file that mocks or sets the environment is isolated without a list to keep.
 * Files that import next.config.ts are isolated too: Next's native file watcher loads once per thread, with modules of
 * the file's own.
 */
const changesWhatModulesRead =
  /from "(?:\.\.\/)+next\.config"|vi\.(?:mock|doMock|stubEnv|stubGlobal|resetModules)\b|process\.env(?:\.[A-Za-z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env|globalThis\.[A-Za-z_]+\s*=[^=]/;
const isolatedFiles = globSync(include, {
  exclude: (file) => file.startsWith("node_modules") || file.startsWith("tests/e2e"),
}).filter((file) => changesWhatModulesRead.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Domain modules guard against client bundles with `server-only`; tests run them in plain Node.
      "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
    },
  },
  test: {
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/test-env.ts"],
    // Worker threads, not forks: the suite in about two thirds of the time (213 s against 318 s here). A test must not
    // change what the threads share: the process's time zone (time-picker.test.tsx fakes the browser's zone instead).
    pool: "threads",
    // At least two files at a time (vitest's own default leaves one core free: one worker on a 2-core machine). The
    // database answers on another thread, so a second worker keeps both cores busy: the PGlite suite in 74 s against
    // 108 s here, PostgreSQL's integration tests in 48 s against 72 s (decision 205). Files share the database, so a
    // test touches only rows it made (or names them, as the retention purge's scope does).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Each project names its own files: `extends` joins lists, so the root names none.
      { extends: true, test: { name: "isolated", include: isolatedFiles, isolate: true } },
      {
        extends: true,
        test: { name: "shared-modules", include, exclude: [...exclude, ...isolatedFiles], isolate: false },
      },
    ],
  },
});
