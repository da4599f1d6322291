/**
 * npm run i18n:coverage — per locale, how many of English's UI message keys are present and how many
 * long-form pages are translated. Exits 1 when a UI key is missing in any locale.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { defaultLocale, locales } from "../src/i18n/locales";
import { englishOnlyNamespaces, namespaces } from "../src/i18n/namespaces";
import { formatCoverage, hasMissingKeys, measureCoverage, type MessageTree } from "./lib/i18n-coverage";

function readTree(file: string): MessageTree | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as MessageTree) : undefined;
}

function markdownFiles(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return markdownFiles(full, `${prefix}${entry}/`);
    return entry.endsWith(".md") ? [`${prefix}${entry.slice(0, -3)}`] : [];
  });
}

const messages = Object.fromEntries(
  locales.map((locale) => [locale, Object.fromEntries(namespaces.filter((ns) => !englishOnlyNamespaces.includes(ns)).map((ns) => [ns, readTree(path.join("messages", locale, `${ns}.json`))]))]),
);
const longForm = Object.fromEntries(locales.map((locale) => [locale, markdownFiles(path.join("content", locale))]));
const rows = measureCoverage({ messages, longForm, defaultLocale, locales });

console.log(formatCoverage(rows));
console.log(`English-only (decision 130, not counted): ${englishOnlyNamespaces.join(", ")}`);
const verbose = process.argv.includes("--verbose");
for (const row of rows) {
  if (row.missing.length === 0) continue;
  const shown = verbose ? row.missing : row.missing.slice(0, 10);
  console.log(`\n${row.locale}: ${row.missing.length} missing UI keys${verbose ? "" : " (first 10; --verbose for all)"}`);
  for (const key of shown) console.log(`  - ${key}`);
}
if (hasMissingKeys(rows)) {
  console.error("\nSome UI message keys are missing: English would show through. Add them to messages/<locale>/.");
  process.exit(1);
}
