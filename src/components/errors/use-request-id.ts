"use client";
import { useSyncExternalStore } from "react";

const TIMING_NAME = "rid"; // src/server/log/request-id.ts REQUEST_ID_TIMING

function latestRequestId(): string | null {
  // The last page or RSC response that carried an id: after a client-side navigation that is the request
  // that failed; on a first load, the document itself.
  const entries = [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource"),
  ] as PerformanceResourceTiming[];
  for (let i = entries.length - 1; i >= 0; i--) {
    const found = entries[i]!.serverTiming?.find((t) => t.name === TIMING_NAME);
    if (found?.description) return found.description;
  }
  return null;
}

const noChange = () => () => {};

/**
 * The request id of the page that failed, read from its Server-Timing header (set by src/proxy.ts), so
 * prerendered pages stay static. Null on the server and when the browser does not expose it.
 */
export function useRequestId(): string | null {
  return useSyncExternalStore(noChange, latestRequestId, () => null);
}
