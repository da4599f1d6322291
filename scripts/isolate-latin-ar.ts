/**
 * npx tsx scripts/isolate-latin-ar.ts — wraps every bare Latin run of the Arabic messages (messages/ar/*.json)
 * and long-form pages (content/ar/**.md) in Unicode isolates (decision 177). Idempotent: runs already isolated
 * are left alone. The JSON files keep the isolates as visible \u2066/\u2069 escapes.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isolateLatinRuns } from "../src/i18n/bidi";

/** A Latin run now isolated needs no left-to-right mark after it (the files' earlier fix for "NAD+"). */
const isolate = (text: string) => isolateLatinRuns(text).replace(/\u2069\u200e/g, "\u2069");

/** Each string literal of the file rewritten in place, so the file's own layout is kept (keys have no Arabic). */
function isolateJson(source: string): string {
  return source.replace(/"((?:[^"\\]|\\.)*)"/g, (literal) => {
    const value = JSON.parse(literal) as string;
    const after = isolate(value);
    return after === value
      ? literal
      : JSON.stringify(after)
          .replace(/\u2066/g, "\\u2066")
          .replace(/\u2069/g, "\\u2069");
  });
}

for (const file of readdirSync("messages/ar").filter((f) => f.endsWith(".json"))) {
  const full = path.join("messages/ar", file);
  const before = readFileSync(full, "utf8");
  const after = isolateJson(before);
  if (after !== before) writeFileSync(full, after);
}

/** Front matter: only the values ("title: …"); the body line by line (link targets, tags and addresses kept). */
function isolateMarkdown(source: string): string {
  const lines = source.split("\n");
  let inFront = lines[0] === "---";
  return lines
    .map((line, i) => {
      if (inFront && i > 0 && line === "---") {
        inFront = false;
        return line;
      }
      if (inFront) {
        const m = /^(\s*[\w-]+:\s*)(.*)$/.exec(line);
        return m ? `${m[1]}${isolate(m[2]!)}` : line;
      }
      return isolate(line);
    })
    .join("\n");
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? markdownFiles(full) : entry.endsWith(".md") ? [full] : [];
  });
}

for (const full of markdownFiles("content/ar")) {
  const before = readFileSync(full, "utf8");
  const after = isolateMarkdown(before);
  if (after !== before) writeFileSync(full, after);
}
