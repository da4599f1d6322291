import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { marked } from "marked";
import { defaultLocale, type Locale } from "@/i18n/locales";

export interface LongForm {
  /** HTML rendered from our own Markdown files (trusted: they are in the repository). */
  html: string;
  /** The language the text is in: the requested one, or English when it is not translated yet. */
  locale: Locale;
  isFallback: boolean;
}

const CONTENT_ROOT = path.join(process.cwd(), "content");

async function readMarkdown(locale: Locale, file: string): Promise<string | null> {
  try {
    return await readFile(path.join(CONTENT_ROOT, locale, `${file}.md`), "utf8");
  } catch {
    return null;
  }
}

/** The long-form copy of a page in `locale`, falling back to English when it is not translated. */
export async function loadLongForm(file: string, locale: Locale): Promise<LongForm> {
  const own = await readMarkdown(locale, file);
  const source = own ?? (await readMarkdown(defaultLocale, file));
  if (source === null) throw new Error(`Missing long-form content: content/${defaultLocale}/${file}.md`);
  const html = await marked.parse(source, { gfm: true });
  return { html, locale: own === null ? defaultLocale : locale, isFallback: own === null && locale !== defaultLocale };
}
