import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Domain modules guard against client bundles with `server-only`; tests run them in plain Node.
      "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only.ts"),
      // The server's message formatter (decision 191), as next.config.ts aliases it.
      "use-intl/format-message": path.resolve(import.meta.dirname, "src/i18n/format-message/any-message.ts"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/test-env.ts"],
    env: { TZ: "UTC" },
    // use-intl's own import of its formatter must meet the alias above.
    server: { deps: { inline: ["use-intl", "next-intl"] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
