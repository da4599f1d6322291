import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const loader = require("./react-aria-locales-loader.cjs") as (this: { getOptions: () => { locales: string[] } }, source: string) => string;
const OURS = ["en-US", "zh-CN", "ar-AE", "de-DE", "fr-FR", "ru-RU", "es-ES", "ja-JP"];

describe("React Aria's string tables in our build (decision 189)", () => {
  it.each(["react-aria/dist/private/calendar/intlStrings.mjs", "react-aria-components/dist/private/intlStrings.mjs", "react-stately/dist/private/datepicker/intlStrings.mjs"])("%s keeps our eight languages and nothing else", (table) => {
    const source = readFileSync(require.resolve(`../../node_modules/${table}`), "utf8");
    const kept = loader.call({ getOptions: () => ({ locales: OURS }) }, source);
    const locales = (text: string) => [...text.matchAll(/^\s*"([a-z]{2}-[A-Z]{2})":/gm)].map((m) => m[1]).sort();
    expect(locales(source).length).toBeGreaterThan(30);
    expect(locales(kept)).toEqual([...OURS].sort());
    // Every kept entry still has its import, and no dropped one is left behind.
    const imports = [...kept.matchAll(/^import (\S+) from/gm)].map((m) => m[1]);
    expect(imports).toHaveLength(8);
    for (const name of imports) expect(kept).toContain(`: ${name}`);
    expect(kept).toMatch(/export \{\S+ as default\};/);
  });
});
