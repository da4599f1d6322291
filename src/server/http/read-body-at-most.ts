/**
 * A request's body as bytes, or null as soon as it passes `limit` bytes (nothing more is read or held).
 * Shared by the API's payload reader and the proxy's screen of server-action posts.
 *
 * No server-only guard: src/proxy.ts imports it through screen-action-post.ts.
 */
export async function readBodyAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: a cancelled branch of a teed (cloned) body settles only when the other branch ends too.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
