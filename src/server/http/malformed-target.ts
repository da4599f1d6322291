/**
 * A request whose path is not percent-encoded text (`%ZZ`, a lone `%`, an overlong UTF-8 sequence such as `%C0%AE`)
 * names no page or file of ours. Next's request handler answers such a path with a 500 before any of our code runs,
 * for pages, the API and static files alike, so the server wrapper (scripts/serve.ts) refuses it first with a 400.
 * The query is left to the routes: each reads its own parameters through its schema. No server-only guard: the
 * server wrapper, run by tsx outside Next, imports it.
 */
export function hasMalformedPath(target: string | undefined): boolean {
  const raw = target ?? "/";
  const query = raw.indexOf("?");
  const path = query === -1 ? raw : raw.slice(0, query);
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The refusal, never kept by a cache. No body: the path names no language of ours to answer in, and with an empty
 * 400 the browser shows its own error page in the visitor's language instead of an English sentence of ours.
 */
export const MALFORMED_PATH_ANSWER = {
  status: 400,
  headers: { "content-length": "0", "cache-control": "no-store", "x-content-type-options": "nosniff" },
  body: "",
} as const;
