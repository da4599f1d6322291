/**
 * The request id: set once by src/proxy.ts on every page request, server action and API call (as the
 * `x-request-id` request header), carried by every log line the request causes and shown on the error
 * pages. Not `server-only`: the proxy imports it. An id sent by the client is kept only when it looks
 * like one of ours (a load balancer may set it), so nobody can write arbitrary text into the logs.
 */
export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_ID = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdFrom(headers: Pick<Headers, "get">): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && SAFE_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * The browser reads its page's request id from this Server-Timing entry
 * (PerformanceNavigationTiming.serverTiming), so prerendered pages stay static and the error page can
 * still show the id of the request that failed.
 */
export const REQUEST_ID_TIMING = "rid";

export function requestIdTiming(id: string): string {
  return `${REQUEST_ID_TIMING};desc="${id}"`;
}
