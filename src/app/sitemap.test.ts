import { describe, expect, it } from "vitest";
import { cataloguePagePaths } from "@/config/catalogue-pages";
import { contentPagePaths } from "@/config/content-pages";
import { requestPagePaths } from "@/config/request-pages";
import sitemap from "./sitemap";

describe("sitemap", () => {
  const entries = sitemap();

  it("lists home, every content page and every catalogue page in all eight languages", () => {
    const pages = 1 + contentPagePaths().length + cataloguePagePaths().length + requestPagePaths.length;
    expect(entries).toHaveLength(pages * 8);
    const urls = entries.map((e) => new URL(e.url).pathname);
    expect(urls).toContain("/us/ja/faqs");
    expect(urls).toContain("/us/ar/locations/cape-town");
    expect(urls).toContain("/us/de/infusion/executive-high-flyer-plus");
    expect(urls).toContain("/us/zh/blood-profile/heavy-metal");
    expect(urls).toContain("/us/fr/contact");
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("gives each page its hreflang alternates and x-default", () => {
    const faqs = entries.find((e) => e.url.endsWith("/us/fr/faqs"))!;
    const languages = faqs.alternates!.languages as Record<string, string>;
    expect(Object.keys(languages).sort()).toEqual(["ar", "de", "en", "es", "fr", "ja", "ru", "x-default", "zh-Hans"]);
    expect(new URL(languages["x-default"]!).pathname).toBe("/us/en/faqs");
    expect(new URL(languages["zh-Hans"]!).pathname).toBe("/us/zh/faqs");
  });

  it("leaves out parent paths that only redirect", () => {
    const urls = entries.map((e) => new URL(e.url).pathname);
    for (const parent of ["discover", "about", "concierge", "join-us"]) expect(urls).not.toContain(`/us/en/${parent}`);
  });
});
