import { z } from "zod";

/** Documented shapes shared by several operations. */
export const uuidField = z
  .string({ message: "errors.app.notFound" })
  .max(100, { message: "errors.app.notFound" })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: "errors.app.notFound" });
export const isoInstant = z
  .string()
  .meta({ description: "An instant, ISO 8601 in UTC.", example: "2026-12-01T10:00:00.000Z" });
