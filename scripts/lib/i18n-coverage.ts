/**
 * Translation coverage: which UI message keys of English each locale has, and how many long-form
 * content files (content/<locale>/**.md) are translated. Pure functions over plain data, so the
 * rules are unit-tested; scripts/i18n-coverage.ts reads the files and prints the report.
 */

export type MessageTree = { [key: string]: string | MessageTree };

/** Every leaf key of a message tree, dotted ("nav.faqs"). */
export function flattenKeys(tree: MessageTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : flattenKeys(value, path);
  });
}

function leafValue(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export interface LocaleCoverage {
  locale: string;
  total: number;
  present: number;
  /** Keys English has and this locale lacks, as "namespace:key". */
  missing: string[];
  /** Keys whose text is identical to English (brand names, or an untranslated copy). */
  sameAsEnglish: number;
  longFormTotal: number;
  longFormTranslated: number;
}

export interface CoverageInput {
  /** Namespace → message tree, per locale (English included). A namespace absent for a locale counts as missing. */
  messages: Record<string, Record<string, MessageTree | undefined>>;
  /** Long-form files per locale, as paths relative to content/<locale>/. */
  longForm: Record<string, string[]>;
  defaultLocale: string;
  locales: readonly string[];
}

export function measureCoverage({ messages, longForm, defaultLocale, locales }: CoverageInput): LocaleCoverage[] {
  const english = messages[defaultLocale] ?? {};
  const englishFiles = new Set(longForm[defaultLocale] ?? []);
  return locales.map((locale) => {
    const own = messages[locale] ?? {};
    let total = 0;
    let present = 0;
    let sameAsEnglish = 0;
    const missing: string[] = [];
    for (const [namespace, tree] of Object.entries(english)) {
      if (!tree) continue;
      for (const key of flattenKeys(tree)) {
        total += 1;
        const value = own[namespace] ? leafValue(own[namespace]!, key) : undefined;
        if (value === undefined || value.trim() === "") {
          missing.push(`${namespace}:${key}`);
          continue;
        }
        present += 1;
        if (locale !== defaultLocale && value === leafValue(tree, key)) sameAsEnglish += 1;
      }
    }
    const translatedFiles = (longForm[locale] ?? []).filter((file) => englishFiles.has(file));
    return {
      locale,
      total,
      present,
      missing,
      sameAsEnglish,
      longFormTotal: englishFiles.size,
      longFormTranslated: translatedFiles.length,
    };
  });
}

/** The report as a Markdown table (for the terminal and the README). */
export function formatCoverage(rows: LocaleCoverage[]): string {
  const lines = [
    "| locale | UI keys present | missing | same as English | long-form pages translated |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.locale} | ${r.present}/${r.total} | ${r.missing.length} | ${r.sameAsEnglish} | ${r.longFormTranslated}/${r.longFormTotal} |`,
    ),
  ];
  return lines.join("\n");
}

export function hasMissingKeys(rows: LocaleCoverage[]): boolean {
  return rows.some((r) => r.missing.length > 0);
}

/** What the booking catalogue has to name in every language: its items (with their add-ons) and its clinics. */
export interface CatalogueShape {
  items: readonly { code: string; options?: readonly { code: string }[] }[];
  clinics: readonly { slug: string }[];
}

export interface CatalogueCoverage {
  locale: string;
  items: { present: number; total: number };
  summaries: { present: number; total: number };
  descriptions: { present: number; total: number };
  addOns: { present: number; total: number };
  clinics: { present: number; total: number };
  /** Paths missing in this locale's catalogue.json, as "items.NADEPI.description". */
  missing: string[];
}

/**
 * Catalogue texts per locale, counted against the catalogue itself (every goods code of the seed, every add-on
 * suffix, every clinic), not against English's keys: an item English lacks too is missing everywhere.
 */
export function measureCatalogueCoverage(
  shape: CatalogueShape,
  catalogues: Record<string, MessageTree | undefined>,
  locales: readonly string[],
): CatalogueCoverage[] {
  const addOns = [
    ...new Set(shape.items.flatMap((i) => (i.options ?? []).map((o) => o.code.slice(o.code.lastIndexOf("-") + 1)))),
  ];
  return locales.map((locale) => {
    const tree = catalogues[locale] ?? {};
    const missing: string[] = [];
    const count = (paths: string[]) => {
      let present = 0;
      for (const path of paths) {
        const value = leafValue(tree, path);
        if (value !== undefined && value.trim() !== "") present += 1;
        else missing.push(path);
      }
      return { present, total: paths.length };
    };
    return {
      locale,
      items: count(shape.items.map((i) => `items.${i.code}.name`)),
      summaries: count(shape.items.map((i) => `items.${i.code}.summary`)),
      descriptions: count(shape.items.map((i) => `items.${i.code}.description`)),
      addOns: count(addOns.map((suffix) => `options.${suffix}`)),
      clinics: count(shape.clinics.flatMap((c) => [`clinics.${c.slug}.name`, `clinics.${c.slug}.city`])),
      missing,
    };
  });
}

export function formatCatalogueCoverage(rows: CatalogueCoverage[]): string {
  const cell = (c: { present: number; total: number }) => `${c.present}/${c.total}`;
  return [
    "| locale | treatments | summaries | descriptions | add-ons | clinic names and cities | missing |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.locale} | ${cell(r.items)} | ${cell(r.summaries)} | ${cell(r.descriptions)} | ${cell(r.addOns)} | ${cell(r.clinics)} | ${r.missing.length} |`,
    ),
  ].join("\n");
}
