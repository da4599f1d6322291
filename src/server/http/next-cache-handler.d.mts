/** Types of next-cache-handler.mjs (plain JavaScript: Next imports it outside its bundle). */
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";
export default class PageStore extends FileSystemCache {}
export function applyRevalidation(tags: string[], durations?: { expire?: number }): Promise<void>;
