import pino from "pino";

/**
 * Log of the database layer. It runs in the launcher scripts as well as in Next, so it cannot import the
 * server-only request logger; same JSON shape, same level variable.
 */
export const dbLog = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "aurum-clinic", part: "db" },
});
