/**
 * One cookie of a request by name, decoded; undefined when absent or undecodable. For route handlers that get
 * a plain `Request` (server components and actions use next/headers instead).
 */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
