import type { z } from "zod";
import type { ApiContract } from "@/server/api/api-route";
import type { ApiRoutes } from "./api-routes";

/**
 * The browser's client for our API: each call's fields and answer are typed by the route's own contract (the zod
 * schemas that check the payload, document it in /api/openapi.json and check the answers in the contract tests),
 * through the generated list of routes (api-routes.ts). Types only: no schema and nothing of the server is bundled.
 */
export type ApiPath = keyof ApiRoutes;

type ContractOf<P extends ApiPath> = ApiRoutes[P] extends { contract: ApiContract<infer I, infer O> }
  ? { input: I; output: O }
  : never;

/** The fields a call sends (the input schema's input type: what the browser may send before coercion). */
export type ApiInput<P extends ApiPath> = z.input<ContractOf<P>["input"]>;
/** The envelope's `data` on success, as the handler gives it to JSON. */
export type ApiOutput<P extends ApiPath> = z.input<ContractOf<P>["output"]>;

/** The envelope's code for success (src/server/api/envelope.ts). */
export const SUCCESS = 2000;

/** A failure's `data`: the message of each field that was refused, or nothing. */
export type ApiFailureData = { fields?: Record<string, string> } | null;

/**
 * The original site's envelope ({ code, msg, data }) with `ok` beside it, so a caller that checks `ok` gets the operation's
 * answer typed, and a failure's field messages otherwise.
 */
export type ApiAnswer<P extends ApiPath> =
  | { ok: true; code: typeof SUCCESS; msg: string; data: ApiOutput<P> }
  | { ok: false; code: number; msg: string; data: ApiFailureData };

/** What callApi answers when no answer came (no network, the request cancelled by leaving the page). */
export const NETWORK_ERROR = 99999;

/**
 * Call one of our API routes with JSON, in the page's language; the envelope comes back whatever the HTTP status,
 * `ok` when its code is SUCCESS.
 */
export async function callApi<P extends ApiPath>(path: P, body: ApiInput<P>, locale: string): Promise<ApiAnswer<P>> {
  let envelope: { code: number; msg: string; data: unknown };
  try {
    const response = await fetch(`${path}?lang=${locale}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    envelope = (await response.json()) as typeof envelope;
  } catch {
    return { ok: false, code: NETWORK_ERROR, msg: "Network Error", data: null };
  }
  return envelope.code === SUCCESS
    ? { ok: true, code: SUCCESS, msg: envelope.msg, data: envelope.data as ApiOutput<P> }
    : { ok: false, code: envelope.code, msg: envelope.msg, data: envelope.data as ApiFailureData };
}
