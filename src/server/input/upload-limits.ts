/**
 * The largest files the site takes, in one place because the server-action screen (screen-action-post.ts, run by
 * src/proxy.ts) sizes a page's body limit from them before the page's own rules see the file.
 * No server-only guard: src/proxy.ts imports it through the screen.
 */

/** A CV: PDF, DOC or DOCX (judged from its bytes on the server), at most 5 MB (decision 192). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** A photo in the back office, at most 10 MB (decision 160). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
