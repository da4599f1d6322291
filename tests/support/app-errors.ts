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

/**
 * How a guarded call ended, as one value to compare: "passed" when it resolved, else the code of the error it was
 * refused with (the error itself as text when it has no code).
 */
export function outcomeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "passed",
    (error: { code?: string }) => error.code ?? String(error),
  );
}

/**
 * How a form's submission ended: "passed" when it resolved, else the field problems the refusal names (field name to
 * message key), or its code when it names none.
 */
export function formOutcomeOf(promise: Promise<unknown>): Promise<string | object | undefined> {
  return promise.then(
    () => "passed",
    (error: { code?: string; fields?: object }) =>
      error.fields && Object.keys(error.fields).length ? error.fields : error.code,
  );
}
