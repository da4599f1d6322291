/**
 * The one error type domain code throws for expected failures. Each code maps, in one place
 * (error-catalogue.ts), to a localized message key, an HTTP status and the SPEC's API envelope code.
 * Features add their codes to the list below and to the catalogue.
 */
export const appErrorCodes = [
  "VALIDATION",
  "NOT_FOUND",
  "UNAUTHENTICATED",
  "TOKEN_EXPIRED",
  "FORBIDDEN",
  "RATE_LIMITED",
  "SESSION_REVOKED",
  "INVALID_CREDENTIALS",
  "INVALID_CODE",
  "RESET_LINK_EXPIRED",
  "EMAIL_TAKEN",
  "WRONG_PASSWORD",
  "INTERNAL",
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

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
