/**
 * CDN-honest caching (issue 43, decision 251). Next marks the prerendered pages (and their RSC payloads) with
 * `s-maxage=3600, stale-while-revalidate=31532400`: a CDN in front could then show an old price for an hour, and
 * for as long as a year to the first visitor after a quiet spell. Our own caches forget a page the moment any
 * instance revalidates it (decision 250); a CDN cannot be told. So every answer a shared cache may keep for a
 * while is capped at `s-maxage=T, stale-while-revalidate=T` (T = CDN_PAGE_SECONDS, 30 by default): a price or
 * availability change is visible behind any standard CDN within 2T (60 s), and the CDN still answers every
 * visitor in between. Immutable assets (`/_next/static`, photos by content address) carry no s-maxage and are
 * left alone. No server-only guard: the server wrapper (scripts/serve.ts) applies it.
 */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/** The header with its shared lifetime and stale window capped at `seconds`; anything else unchanged. */
export function capSharedFreshness(cacheControl: string, seconds: number): string {
  if (!/\bs-maxage=\d+/i.test(cacheControl)) return cacheControl;
  const directives = cacheControl
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const capped = directives.map((directive) => {
    const match = /^(s-maxage|stale-while-revalidate)=(\d+)$/i.exec(directive);
    return match ? `${match[1]!.toLowerCase()}=${Math.min(Number(match[2]), seconds)}` : directive;
  });
  if (!capped.some((directive) => /^stale-while-revalidate=/i.test(directive)))
    capped.push(`stale-while-revalidate=${seconds}`);
  return capped.join(", ");
}

/** Applies `capSharedFreshness` to whatever `Cache-Control` the response goes out with (call before anything writes). */
export function capResponseFreshness(response: ServerResponse, seconds: number): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const current = this.getHeader("cache-control");
    if (typeof current === "string") this.setHeader("cache-control", capSharedFreshness(current, seconds));
    // Headers passed to writeHead itself (an object; an array of pairs is left as it is).
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === "object" && !Array.isArray(arg)) as
      OutgoingHttpHeaders | undefined;
    if (headers) {
      for (const name of Object.keys(headers)) {
        const value = headers[name];
        if (name.toLowerCase() === "cache-control" && typeof value === "string")
          headers[name] = capSharedFreshness(value, seconds);
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
