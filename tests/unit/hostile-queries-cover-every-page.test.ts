import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { QUERY_NAMES, QUERY_PAGES } from "../e2e/support/hostile-queries";
import { filesUnder } from "../support/source-files";

const APP = path.resolve(import.meta.dirname, "../../src/app");

const pageFiles = (dir: string) => filesUnder(dir, (name) => name === "page.tsx");

/**
 * The query names a page's source reads: `(await searchParams).x`, `const { x, y } = await searchParams`, and `v.x`
 * where `v` holds the awaited query (`const v = await searchParams`, or the last name of a `Promise.all([..., searchParams])`),
 * with the names a page filters by list (`Object.entries(v).filter(([key]) => ["a", "b"].includes(key))`).
 */
function queryNamesRead(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/\(await searchParams\)\.(\w+)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/const \{([^}]+)\} = await searchParams/g)) {
    for (const part of match[1]!.split(",")) names.add(part.split(":")[0]!.trim());
  }
  const holders = [
    ...[...source.matchAll(/const (\w+) = await searchParams\b/g)].map((match) => match[1]!),
    ...[...source.matchAll(/const \[[^\]]*?(\w+),?\s*\] = await Promise\.all\(\[[^;]*searchParams,?\s*\]\)/g)].map(
      (match) => match[1]!,
    ),
  ];
  for (const holder of holders) {
    for (const match of source.matchAll(new RegExp(`\\b${holder}\\.(\\w+)`, "g"))) names.add(match[1]!);
    const listed = source.match(new RegExp(`Object\\.entries\\(${holder}\\)[^;]*?\\[([^\\]]*)\\]\\.includes`));
    for (const literal of listed?.[1]?.matchAll(/"(\w+)"/g) ?? []) names.add(literal[1]!);
  }
  return [...names].filter(Boolean);
}

/** src/app/[area]/[locale]/(site)/login/page.tsx → /us/en/login; null for a page with a dynamic segment of its own. */
function addressOf(file: string): string | null {
  const route = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment));
  const address = `/${route.map((segment) => (segment === "[area]" ? "us" : segment === "[locale]" ? "en" : segment)).join("/")}`;
  return address.includes("[") ? null : address;
}

describe("the hostile-addresses journey probes every query a page reads", () => {
  const pages = pageFiles(APP).map((file) => ({
    file: path.relative(APP, file),
    address: addressOf(file),
    names: queryNamesRead(readFileSync(file, "utf8")),
  }));
  const reading = pages.filter((page) => readFileSync(path.join(APP, page.file), "utf8").includes("searchParams"));

  it("finds the names each page reads (the reader is checked on pages it knows)", () => {
    expect(reading.length).toBeGreaterThan(15);
    const names = (suffix: string) => pages.find((page) => page.file.endsWith(suffix))!.names.sort();
    expect(names("(site)/spa-request/page.tsx")).toEqual(["date", "item", "option"]);
    expect(names("(site)/account/settings/page.tsx")).toEqual(["welcome"]);
    expect(names("staff/audit/page.tsx")).toEqual(["action", "actor", "entity", "from", "to"]);
    expect(names("staff/schedule/page.tsx")).toEqual(expect.arrayContaining(["clinic", "day", "view"]));
    expect(names("staff/gift-cards/page.tsx")).toEqual(["number"]);
  });

  it("lists every name a page reads", () => {
    const missing = reading.flatMap((page) =>
      page.names.filter((name) => !QUERY_NAMES.includes(name)).map((name) => `${page.file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists every page without a dynamic segment that reads its query", () => {
    const missing = reading
      .filter((page) => page.address && page.names.length > 0 && !QUERY_PAGES.includes(page.address))
      .map((page) => page.address);
    expect(missing).toEqual([]);
  });

  it("finds a name read by every page that reads its query (else the reader has missed a way of reading it)", () => {
    expect(reading.filter((page) => page.names.length === 0).map((page) => page.file)).toEqual([]);
  });
});
