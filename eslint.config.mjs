import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Logs go through pino with the request id (src/server/log/logger.ts), never the console.
  // Tests may print the figures they measure.
  { files: ["src/**/*.{ts,tsx}"], ignores: ["src/**/*.test.ts"], rules: { "no-console": "error" } },
  { ignores: [".next/**", ".next-*/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "src/db/migrations/**"] },
];

export default config;
