import type { LoggerOptions } from "pino";

/**
 * How every log line is written: JSON to stdout, the level from LOG_LEVEL, secrets redacted. Shared by the app's
 * logger (src/server/log/logger.ts) and the server wrapper (scripts/serve.ts), so both write the same lines.
 * No server-only guard: the server wrapper imports it.
 */
export function loggerOptions(): LoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "aurum-clinic" },
    redact: {
      paths: ["password", "*.password", "code", "*.code", "token", "*.token", "card", "*.card"],
      censor: "[redacted]",
    },
  };
}
