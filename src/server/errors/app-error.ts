/**
 * The one error type domain code throws for expected failures. Each code maps, in one place
 * (src/shared/errors/error-catalogue.ts), to a localized message key, an HTTP status and the original site's API
 * envelope code. Features add their codes to src/shared/errors/error-codes.ts and to the catalogue.
 */
export type { AppErrorCode } from "@/shared/errors/error-codes";
import type { AppErrorCode } from "@/shared/errors/error-codes";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** Values for the localized message (e.g. { minutes: 12 }). */
    readonly values: Record<string, string | number> = {},
    /** Field-level problems for forms: field name -> message key. */
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
