import "server-only";
import compile from "icu-minify/compile";
import type { Locale } from "@/i18n/locales";

type Tree = { [key: string]: unknown };

/**
 * The messages an island provider (BookingIntl, AccountIntl) sends to the browser, compiled from ICU strings to
 * icu-minify's form (decision 191), which ./island-intl.tsx formats without an ICU parser. Compiled once per
 * provider and language for the life of a production process (the catalogue is part of its build); in development,
 * on every render, so an edited message shows.
 */
const cache = new Map<string, Tree>();

export function compileIslandMessages(provider: string, locale: Locale, messages: Tree): Tree {
  const key = `${provider}:${locale}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = compileTree(messages);
    if (process.env.NODE_ENV === "production") cache.set(key, compiled);
  }
  return compiled;
}

export function compileTree(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[key] = plain(compile(value));
    else if (value && typeof value === "object") out[key] = compileTree(value as Tree);
  }
  return out;
}

/** icu-minify keeps a plural's or a select's branches in null-prototype objects, which React refuses to send to the browser. */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, plain(v)]));
  return node;
}
