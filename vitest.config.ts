import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Every test runs in UTC whatever the machine's zone. Worker threads share the process's zone, so it is set here, in
// the process that starts them, before any date is made (the `env` option reaches forked workers only).
process.env.TZ = "UTC";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Domain modules guard against client bundles with `server-only`; tests run them in plain Node.
      "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
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
  },
});
