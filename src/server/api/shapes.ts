import { z } from "zod";

/** Documented shapes shared by several operations. */
export const uuidField = z
  .string({ message: "errors.app.notFound" })
  .max(100, { message: "errors.app.notFound" })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: "errors.app.notFound" });
export const isoInstant = z
  .string()
  .meta({ description: "An instant, ISO 8601 in UTC.", example: "2026-12-01T10:00:00.000Z" });

/**
 * The currency of the amounts beside it (issue 45, decision 272): every object of an answer that has an amount has
 * one, so a client never reads an amount without its currency (money-carries-currency.test.ts checks every answer).
 */
export const currencyField = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .meta({
    description: "ISO 4217 currency code (upper case, e.g. GBP, ZAR, USD) of the amounts in this object.",
    example: "GBP",
  });
