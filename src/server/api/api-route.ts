import "server-only";
import { z } from "zod";
import { isLocale, type Locale } from "@/i18n/locales";
import { customerOfRequest, type RequestCustomer } from "@/server/accounts/with-customer";
import { AppError, type AppErrorCode } from "@/server/errors/app-error";
import { apiLocale, apiTranslator, type ApiTranslate } from "./api-translator";
import { fail, ok } from "./envelope";
import { readPayload } from "./read-payload";

/** Who may call an operation: a signed-in customer, anyone (the customer when there is one), anyone. */
export type ApiAuth = "customer" | "optional" | "public";

/**
 * What an operation promises, declared beside its handler: the OpenAPI document (/api/openapi.json) and the
 * contract tests read it, so the schema that checks a payload is the schema that documents it.
 */
export interface ApiContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** The original API's path, e.g. "/api/v2/my_center/merge_cart". */
  path: string;
  methods: readonly ("GET" | "POST")[];
  tag: string;
  summary: string;
  description?: string;
  /** The payload's fields (form-encoded, multipart or JSON for POST; the query for GET), parsed once by `define`. */
  input: I;
  /** The envelope's `data` on success. */
  output: O;
  /** Business errors this operation may answer (besides VALIDATION, the token codes and INTERNAL). */
  errors?: readonly AppErrorCode[];
  /** A valid payload, shown in the document. */
  example?: Record<string, unknown>;
  /**
   * false (the request forms only, requestApiRoute): the handler gets the fields as sent, because their use case
   * checks the bot proof first and then parses them with this same schema, qualifying its own field messages.
   */
  parse?: boolean;
  /** The answer is not the envelope (a file download): documented, not wrapped. */
  raw?: { contentType: string };
}

export interface ApiContext<C> {
  request: Request;
  customer: C;
  locale: Locale;
  /** The `country-code` header (ISO 3166 alpha-2, upper case), or null. */
  country: string | null;
  translate: ApiTranslate;
}

/** What a handler gives back: the envelope's data, or a whole Response (a file, a cookie to set). */
export type ApiResult<T> = T | Response | { data: T; msg: string };

/**
 * A wrapped operation: the route's handler, carrying its contract with its schemas' types, so the browser's client
 * (src/components/api/api-client.ts) types each call's fields and answer from the same schemas, never by hand.
 */
export type ApiHandler<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = ((
  request: Request,
  route?: { params: Promise<Record<string, string>> },
) => Promise<Response>) & {
  contract: ApiContract<I, O> & { auth: ApiAuth };
};

const COUNTRY = /^[A-Za-z]{2}$/;

/** The `country-code` header of docs/product/api.md (the selected country), when it is a two-letter code. */
export function countryOf(request: Request): string | null {
  const value = request.headers.get("country-code")?.trim() ?? "";
  return COUNTRY.test(value) ? value.toUpperCase() : null;
}

function isMessage(result: unknown): result is { data: unknown; msg: string } {
  return (
    typeof result === "object" &&
    result !== null &&
    "msg" in result &&
    "data" in result &&
    Object.keys(result).length === 2
  );
}

/** The fields of a call: the query for GET; the body (form-encoded, multipart or JSON) for POST. */
async function payloadOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === "GET" || request.method === "HEAD")
    return Object.fromEntries(new URL(request.url).searchParams);
  return readPayload(request);
}

function define<I extends z.ZodType, O extends z.ZodType, C>(
  auth: ApiAuth,
  contract: ApiContract<I, O>,
  resolve: (check: RequestCustomer) => C,
  handler: (input: z.output<I>, ctx: ApiContext<C>) => Promise<ApiResult<z.input<O>>>,
): ApiHandler<I, O> {
  const run = async (request: Request) => {
    let locale = apiLocale(request);
    try {
      const check = await customerOfRequest(request, auth);
      const customer = resolve(check);
      const payload = await payloadOf(request);
      // A `lang` field chooses the language of the answer as ?lang= does (the original site's clients send it in the form).
      if (typeof payload.lang === "string" && isLocale(payload.lang)) locale = payload.lang;
      const translate = await apiTranslator(locale);
      // The one parse: the handler gets the contract's output and hands it to the use case, not the fields as sent.
      const input = (contract.parse === false ? payload : contract.input.parse(payload)) as z.output<I>;
      const result = await handler(input, { request, customer, locale, country: countryOf(request), translate });
      if (result instanceof Response) return result;
      return isMessage(result) ? ok(result.data, result.msg) : ok(result);
    } catch (error) {
      return fail(error, await apiTranslator(locale), request);
    }
  };
  return Object.assign(run, { contract: { ...contract, auth } });
}

function signedIn(check: RequestCustomer) {
  if (check.status === "valid") return check;
  if (check.status === "expired") throw new AppError("TOKEN_EXPIRED");
  if (check.status === "revoked") throw new AppError("SESSION_REVOKED");
  throw new AppError("UNAUTHENTICATED");
}

/**
 * An operation for a signed-in customer. No token, an unknown or malformed one: 1005; expired: 1004; ended
 * elsewhere (password changed, signed out, account deleted): 10014. All with HTTP 200 (decision 151).
 */
export function withCustomer<I extends z.ZodType, O extends z.ZodType>(
  contract: ApiContract<I, O>,
  handler: (
    input: z.output<I>,
    ctx: ApiContext<Extract<RequestCustomer, { status: "valid" }>>,
  ) => Promise<ApiResult<z.input<O>>>,
): ApiHandler<I, O> {
  return define("customer", contract, signedIn, handler);
}

/**
 * An operation for anyone that knows the customer when there is one (the quote, the hold). A token sent in
 * the Authorization header that is not usable answers its token code, so an app learns its sign-in is gone;
 * a stale session cookie alone is a visitor (the site's own pages keep working).
 */
export function withOptionalCustomer<I extends z.ZodType, O extends z.ZodType>(
  contract: ApiContract<I, O>,
  handler: (
    input: z.output<I>,
    ctx: ApiContext<Extract<RequestCustomer, { status: "valid" }> | null>,
  ) => Promise<ApiResult<z.input<O>>>,
): ApiHandler<I, O> {
  return define(
    "optional",
    contract,
    (check) => (check.status === "valid" ? check : check.status === "none" ? null : signedIn(check)),
    handler,
  );
}

/** An operation for anyone; a token, if sent, is not read. */
export function publicRoute<I extends z.ZodType, O extends z.ZodType>(
  contract: ApiContract<I, O>,
  handler: (input: z.output<I>, ctx: ApiContext<null>) => Promise<ApiResult<z.input<O>>>,
): ApiHandler<I, O> {
  return define("public", contract, () => null, handler);
}
