import path from "node:path";
import { defineConfig } from "vitest/config";

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
    env: { TZ: "UTC" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
