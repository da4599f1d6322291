import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The fuzz files are one project of their own, not the suites' two (vitest.config.ts).
const shared = { ...base.test, projects: undefined };

/**
 * The in-process fuzz run (tests/fuzz): its own step of `npm test` with its own database, so that it can
 * count the rows of every table without racing the other test files (decision 084).
 */
export default defineConfig({
  resolve: base.resolve,
  // One file at a time: each counts the rows of every table around each request it sends, so another file writing
  // meanwhile would look like a refused request that wrote something.
  test: {
    ...shared,
    include: ["tests/fuzz/**/*.fuzz.test.ts"],
    testTimeout: 300_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
