/**
 * Next's page store (its incremental cache), as Next's own file-system cache does it, with two changes
 * (decision 198). Named in next.config.ts as `cacheHandler`; Next loads it with Node's `import`, outside its
 * bundle, so it is plain JavaScript.
 *
 * 1. A page is dated by when the request that rendered it started, not by when its rendering ended. Next keeps a
 *    regenerated page as fresh unless a path was revalidated after its date; dated by its end (Next's default), a
 *    render that read a price before a manager changed it and ended after the change counted as fresh for an hour,
 *    showing the old price (a race the price journey met one CI run in three).
 * 2. When Next applies a revalidation, the page cache in front of it (src/server/http/page-cache.ts) starts a new
 *    generation at that very moment: no answer Next gave from its store before it can be kept after it. The
 *    revalidation is also announced (cache-clock.mjs), so the page-invalidation bus can tell the other instances,
 *    which apply the same tags with `applyRevalidation` (decision 250).
 */
import nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { announceRevalidation, requestStartedAt, startPageGeneration } from "./cache-clock.mjs";

/** The class (the module is CommonJS: its `default` export is the class). */
const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

export default class PageStore extends FileSystemCache {
  async set(...args) {
    const [key, data] = args;
    const startedAt = requestStartedAt();
    // Next's set puts the entry in its memory store before its first await, dated Date.now(); dated again here.
    const stored = super.set(...args);
    const entry = startedAt === undefined ? undefined : FileSystemCache.memoryCache?.get(key);
    // One millisecond earlier: a revalidation in the same millisecond as the request's start still counts.
    if (entry && entry.value === data) entry.lastModified = Math.min(entry.lastModified, startedAt - 1);
    return stored;
  }

  async revalidateTag(...args) {
    await super.revalidateTag(...args);
    startPageGeneration();
    const [tags, durations] = args;
    announceRevalidation({ tags: typeof tags === "string" ? [tags] : [...tags], durations });
  }
}

/**
 * A revalidation another instance applied (heard on the page-invalidation bus, decision 250), applied here as Next
 * applies its own: the same tags expire in this process's page store (Next's tags manifest, one per process, which
 * every cache handler instance reads) and the page cache in front of Next starts a new generation. Not announced
 * again. Next's `revalidateTag` reads nothing from its instance, hence the prototype as `this`.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export async function applyRevalidation(tags, durations) {
  await FileSystemCache.prototype.revalidateTag.call(PageStore.prototype, tags, durations);
  startPageGeneration();
}
