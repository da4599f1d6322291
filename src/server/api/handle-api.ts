import "server-only";
import { fail, ok } from "./envelope";
import { apiTranslator } from "./api-translator";

/** A thin API route: run the use case, answer the envelope; every failure mapped by the error catalogue. */
export function handleApi<T>(run: (request: Request) => Promise<T>) {
  return async (request: Request) => {
    try {
      return ok(await run(request));
    } catch (error) {
      return fail(error, await apiTranslator(request), request);
    }
  };
}
