/**
 * The refusal a test expects from a use case: the AppError (src/server/errors/app-error.ts) its promise is rejected
 * with. Anything else fails the test: a promise that resolves, or one rejected with another error (which is thrown
 * again as it was, so its own message and stack show).
 */
import { AppError } from "@/server/errors/app-error";

/** The AppError `promise` is rejected with, to assert on its code, values and fields. */
export async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

/** The code of the AppError `promise` is rejected with (as errorOf). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  return (await errorOf(promise)).code;
}
