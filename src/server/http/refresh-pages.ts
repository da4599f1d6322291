import "server-only";
import { revalidatePath } from "next/cache";
import { startPageGeneration } from "./page-generation";

/**
 * Next renders the pages again on their next request (revalidatePath), and the page cache in front of Next
 * (src/server/http/page-cache.ts) forgets every page it keeps, so the very next visitor sees the change. The only
 * way our code revalidates pages (eslint forbids revalidatePath elsewhere).
 */
export function refreshPages(path: string, type?: "page" | "layout"): void {
  revalidatePath(path, type);
  startPageGeneration();
}
