import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cataloguePagePaths } from "./catalogue-pages";
import { contentPagePaths, listPages, longFormFiles, longFormPages } from "./content-pages";

const english = JSON.parse(readFileSync(path.join("messages", "en", "content.json"), "utf8")) as {
  pages: Record<string, { title: string; description: string }>;
};

describe("content pages", () => {
  it("have English long-form text for every long-form page, news item, post and job", () => {
    const missing = longFormFiles().filter((file) => !existsSync(path.join("content", "en", `${file}.md`)));
    expect(missing).toEqual([]);
  });

  it("have a title and a description of search-result length", () => {
    for (const page of [...longFormPages, ...listPages]) {
      const meta = english.pages[page.key];
      expect(meta?.title, page.key).toBeTruthy();
      expect(meta!.description.length, page.key).toBeGreaterThan(50);
      expect(meta!.description.length, page.key).toBeLessThanOrEqual(200);
    }
  });

  it("each have a route file", () => {
    const routeOf = (p: string) =>
      path.join(
        "src",
        "app",
        "[area]",
        "[locale]",
        "(site)",
        p
          .replace(/^(news|blog)\/[^/]+$/, "$1/[slug]")
          .replace(/^locations\/[^/]+$/, "locations/[clinic]")
          .replace(/^join-us\/careers\/[^/]+$/, "join-us/careers/[job]"),
        "page.tsx",
      );
    expect(contentPagePaths().filter((p) => !existsSync(routeOf(p)))).toEqual([]);
  });

  it("do not share a path with the catalogue", () => {
    const catalogue = new Set(cataloguePagePaths());
    expect(contentPagePaths().filter((p) => catalogue.has(p))).toEqual([]);
    expect(new Set(contentPagePaths()).size).toBe(contentPagePaths().length);
  });
});
