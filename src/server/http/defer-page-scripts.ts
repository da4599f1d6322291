/**
 * Rewrites the HTML pages the production server sends so that Next's script chunks start after the first paint
 * (issue 14, decision 206; the loader and why: src/config/after-paint-loader.ts).
 *
 * In each page: a chunk's `<script src="/_next/static/chunks/….js" async>` becomes an inert placeholder
 * `<script type="text/x-after-paint" data-src="…">`, Next's `<link rel="preload" as="script">` for a chunk is
 * dropped (a preload would fetch the chunk while the page is parsed, the very competition this avoids), and the
 * loader goes in once, before the first placeholder. Any other tag is left as it is: inline scripts (the page's
 * data, the cookie choice, the brand font), `nomodule` scripts, scripts of another origin.
 *
 * The transform streams: a page rendered per request is sent as React renders it, and a tag cut between two
 * chunks is held back (at most HOLD_AT_MOST characters) until the rest arrives. No server-only guard: the server
 * wrapper (run by tsx, outside Next) imports it.
 */
import type { ServerResponse } from "node:http";
import { StringDecoder } from "node:string_decoder";
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_TYPE } from "@/config/after-paint-loader";

const TAG_START = /<(?:script|link)\b/g;
/** A whole tag, attributes double-quoted or bare, as React writes them; a script with no content. */
const ATTRIBUTES = String.raw`((?:\s+[\w:-]+(?:="[^"<>]*")?)*)\s*`;
const SCRIPT_TAG = new RegExp(`<script${ATTRIBUTES}></script>`, "y");
const LINK_TAG = new RegExp(`<link${ATTRIBUTES}/?>`, "y");
const ATTRIBUTE = /([\w:-]+)(?:="([^"]*)")?/g;
const CHUNK = /^\/_next\/static\/chunks\/[\w.-]+\.js$/;
/** A tag longer than this is not one of Next's, and is not held back waiting for its end. */
const HOLD_AT_MOST = 2048;

function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = "", value = ""] of text.matchAll(ATTRIBUTE)) found.set(name.toLowerCase(), value);
  return found;
}

/** What a chunk's script or preload becomes; null for any other tag (left as it is). */
function replacement(kind: "script" | "link", attributes: Map<string, string>, loader: () => string): string | null {
  if (kind === "script") {
    const src = attributes.get("src") ?? "";
    if (!CHUNK.test(src) || !attributes.has("async") || attributes.has("type") || attributes.has("nomodule"))
      return null;
    return `${loader()}<script type="${AFTER_PAINT_TYPE}" data-src="${src}"></script>`;
  }
  const preloadsChunk =
    attributes.get("rel") === "preload" &&
    attributes.get("as") === "script" &&
    CHUNK.test(attributes.get("href") ?? "");
  return preloadsChunk ? "" : null;
}

export interface AfterPaintTransform {
  /** The next piece of the page; returns what can be sent now. */
  push(text: string): string;
  /** The page has ended: returns what was held back. */
  end(): string;
}

export function afterPaintTransform(): AfterPaintTransform {
  let held = "";
  let loaderSent = false;
  const loader = () => {
    if (loaderSent) return "";
    loaderSent = true;
    return `<script>${AFTER_PAINT_SCRIPT}</script>`;
  };

  function rewrite(text: string, final: boolean): string {
    let out = "";
    let from = 0;
    held = "";
    TAG_START.lastIndex = 0;
    for (let start = TAG_START.exec(text); start; start = TAG_START.exec(text)) {
      const at = start.index;
      const kind = text.startsWith("<script", at) ? "script" : "link";
      const pattern = kind === "script" ? SCRIPT_TAG : LINK_TAG;
      pattern.lastIndex = at;
      const tag = pattern.exec(text);
      if (!tag) {
        // Perhaps cut short by the end of this piece: wait for the rest before deciding.
        if (!final && text.length - at < HOLD_AT_MOST && !text.includes(kind === "script" ? "</script>" : ">", at)) {
          held = text.slice(at);
          return out + text.slice(from, at);
        }
        continue;
      }
      const replaced = replacement(kind, attributesOf(tag[1] ?? ""), loader);
      if (replaced === null) continue;
      out += text.slice(from, at) + replaced;
      from = pattern.lastIndex;
      TAG_START.lastIndex = from;
    }
    // The piece may end in the first letters of a tag's name ("<scr").
    const lastOpen = text.lastIndexOf("<");
    const tail = text.slice(Math.max(lastOpen, from));
    if (!final && lastOpen >= from && ["<script", "<link"].some((name) => name.startsWith(tail) && name !== tail)) {
      held = tail;
      return out + text.slice(from, lastOpen);
    }
    return out + text.slice(from);
  }

  return {
    push: (text) => rewrite(held + text, false),
    end: () => rewrite(held, true),
  };
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Rewrites what is written to `response` when it is an HTML page (its content type, as set when the first byte is
 * written). Install it above the compression (it must see the page as Next writes it) and call it before Next
 * handles the request. The page's length changes, so its Content-Length goes.
 */
export function deferPageScripts(response: ServerResponse): void {
  const write = response.write as (
    this: ServerResponse,
    chunk: Chunk,
    encoding?: BufferEncoding,
    callback?: Callback,
  ) => boolean;
  const end = response.end as (
    this: ServerResponse,
    chunk?: Chunk,
    encoding?: BufferEncoding,
    callback?: () => void,
  ) => ServerResponse;
  let page: { decoder: StringDecoder; transform: AfterPaintTransform } | null | undefined;

  const isPage = () => {
    if (page === undefined) {
      // A streamed page may have sent its headers already (Next flushes them first): it has no length to keep.
      const lengthFixed = response.headersSent && response.getHeader("content-length") !== undefined;
      const html = !lengthFixed && String(response.getHeader("content-type") ?? "").startsWith("text/html");
      if (html && !response.headersSent) response.removeHeader("content-length");
      page = html ? { decoder: new StringDecoder("utf8"), transform: afterPaintTransform() } : null;
    }
    return page;
  };
  const decode = (decoder: StringDecoder, chunk: Chunk, encoding: unknown) =>
    typeof chunk === "string"
      ? decoder.write(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"))
      : decoder.write(Buffer.from(chunk));

  response.write = function (this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    const current = chunk === null || chunk === undefined ? null : isPage();
    if (!current) return write.call(this, chunk, encoding as BufferEncoding, callback as Callback);
    const done = (typeof encoding === "function" ? encoding : callback) as Callback | undefined;
    return write.call(this, current.transform.push(decode(current.decoder, chunk, encoding)), "utf8", done);
  } as ServerResponse["write"];

  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    const current = isPage();
    if (!current) return end.call(this, chunk as Chunk, encoding as BufferEncoding, callback as () => void);
    const hasBody = chunk !== undefined && chunk !== null && typeof chunk !== "function";
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function") as
      (() => void) | undefined;
    const text =
      (hasBody ? current.transform.push(decode(current.decoder, chunk as Chunk, encoding)) : "") +
      current.transform.push(current.decoder.end()) +
      current.transform.end();
    return end.call(this, text, "utf8", done);
  } as ServerResponse["end"];
}
