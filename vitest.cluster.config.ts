import path from "node:path";
import { defineConfig } from "vitest/config";

process.env.TZ = "UTC";

/**
 * `npm run test:cluster` (issue 43, decision 255): the cluster test alone, one file, one worker, against a cluster it
 * starts itself (scripts/lib/cluster.ts): a production build, PostgreSQL, an S3-compatible server, two instances and
 * nginx. Not part of `npm test` nor of `.ci/run`: `npm run bench -- --only=cluster` runs it (decision 255).
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
    },
  },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    // The build (when sources changed) and two instances starting on a busy two-core machine.
    hookTimeout: 20 * 60_000,
  },
});
