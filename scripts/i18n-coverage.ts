/**
 * npm run i18n:coverage — per locale, how many of English's UI message keys are present, how many of the
 * booking catalogue's texts (treatments, summaries, descriptions, add-ons, clinics; counted against the
 * catalogue itself) and how many long-form pages are translated. Exits 1 when a UI key or a catalogue text
 * is missing in any locale.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { defaultLocale, locales } from "../src/i18n/locales";
import { englishOnlyNamespaces, namespaces } from "../src/i18n/namespaces";
import { clinicSeed } from "../src/config/site";
import { catalogueSeed } from "../src/db/seed/catalogue-data";
import {
  formatCatalogueCoverage,
  formatCoverage,
  hasMissingKeys,
  measureCatalogueCoverage,
  measureCoverage,
  type MessageTree,
} from "./lib/i18n-coverage";

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
  locales.map((locale) => [
    locale,
    Object.fromEntries(
      namespaces
        .filter((ns) => !englishOnlyNamespaces.includes(ns))
        .map((ns) => [ns, readTree(path.join("messages", locale, `${ns}.json`))]),
    ),
  ]),
);
const longForm = Object.fromEntries(locales.map((locale) => [locale, markdownFiles(path.join("content", locale))]));
const rows = measureCoverage({ messages, longForm, defaultLocale, locales });

console.log(formatCoverage(rows));
console.log(`English-only (decision 130, not counted): ${englishOnlyNamespaces.join(", ")}`);
const verbose = process.argv.includes("--verbose");
for (const row of rows) {
  if (row.missing.length === 0) continue;
  const shown = verbose ? row.missing : row.missing.slice(0, 10);
  console.log(
    `\n${row.locale}: ${row.missing.length} missing UI keys${verbose ? "" : " (first 10; --verbose for all)"}`,
  );
  for (const key of shown) console.log(`  - ${key}`);
}

const catalogueRows = measureCatalogueCoverage(
  { items: catalogueSeed, clinics: clinicSeed },
  Object.fromEntries(locales.map((locale) => [locale, readTree(path.join("messages", locale, "catalogue.json"))])),
  locales,
);
console.log(
  `\nBooking catalogue texts (messages/<locale>/catalogue.json against the catalogue's goods codes and clinics):\n`,
);
console.log(formatCatalogueCoverage(catalogueRows));
for (const row of catalogueRows) {
  if (row.missing.length === 0) continue;
  console.log(`\n${row.locale}: ${row.missing.length} missing catalogue texts`);
  for (const key of verbose ? row.missing : row.missing.slice(0, 10)) console.log(`  - catalogue:${key}`);
}
const catalogueMissing = catalogueRows.some((r) => r.missing.length > 0);
if (hasMissingKeys(rows) || catalogueMissing) {
  if (hasMissingKeys(rows))
    console.error("\nSome UI message keys are missing: English would show through. Add them to messages/<locale>/.");
  if (catalogueMissing)
    console.error(
      "\nSome catalogue texts are missing: a treatment, add-on or clinic would show in English. Add them to messages/<locale>/catalogue.json.",
    );
  process.exit(1);
}
