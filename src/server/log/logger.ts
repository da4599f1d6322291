import "server-only";
import pino from "pino";
import { REQUEST_ID_HEADER } from "./request-id";

/** JSON logs to stdout; one child per request carries its id (set by src/proxy.ts as x-request-id). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "aurum-clinic" },
  redact: { paths: ["password", "*.password", "code", "*.code", "token", "*.token", "card", "*.card"], censor: "[redacted]" },
});

export { REQUEST_ID_HEADER };

export function requestLogger(headers: Pick<Headers, "get">) {
  return logger.child({ requestId: headers.get(REQUEST_ID_HEADER) ?? undefined });
}
