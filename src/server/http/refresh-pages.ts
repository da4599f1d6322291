import "server-only";
import { revalidatePath } from "next/cache";

/**
 * Next renders the pages again on their next request (revalidatePath). When Next applies the revalidation, its page
 * store (src/server/http/next-cache-handler.mjs) also makes the page cache in front of Next (page-cache.ts) forget
 * every page it keeps, so the very next visitor sees the change (decision 198). The only way our code revalidates
 * pages (eslint forbids revalidatePath elsewhere).
 */
export function refreshPages(path: string, type?: "page" | "layout"): void {
  revalidatePath(path, type);
}
