import "server-only";
import pino from "pino";
import { loggerOptions } from "./logger-options";
import { REQUEST_ID_HEADER } from "./request-id";

/** JSON logs to stdout; one child per request carries its id (set by src/proxy.ts as x-request-id). */
export const logger = pino(loggerOptions());

export { REQUEST_ID_HEADER };

export function requestLogger(headers: Pick<Headers, "get">) {
  return logger.child({ requestId: headers.get(REQUEST_ID_HEADER) ?? undefined });
}
