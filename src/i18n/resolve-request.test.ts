import { describe, expect, it } from "vitest";
import { hasReviewsMarker, matchAcceptLanguage, resolveRequest } from "./resolve-request";

const resolve = (pathname: string, extra: Partial<Parameters<typeof resolveRequest>[0]> = {}) =>
  resolveRequest({ pathname, search: "", preference: undefined, acceptLanguage: null, ...extra });

describe("matchAcceptLanguage", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["pt-BR,ja;q=0.5", "ja"],
    ["en;q=0.2, zh-CN;q=0.9", "zh"],
    ["ar-SA", "ar"],
    ["pt-BR,it", null],
    ["", null],
  ])("%s -> %s", (header, expected) => {
    expect(matchAcceptLanguage(header)).toBe(expected);
  });
});

describe("resolveRequest", () => {
  it("sends / to /us/en by default", () => {
    expect(resolve("/")).toMatchObject({ kind: "redirect", location: "/us/en" });
  });

  it("sends / to the saved area and locale first", () => {
    expect(resolve("/", { preference: "uk:fr", acceptLanguage: "de" })).toMatchObject({ location: "/uk/fr" });
  });

  it("sends / to the best Accept-Language match when nothing is saved", () => {
    expect(resolve("/", { acceptLanguage: "es-ES,es;q=0.9" })).toMatchObject({ location: "/us/es" });
  });

  it("ignores a tampered preference cookie", () => {
    expect(resolve("/", { preference: "mars:xx" })).toMatchObject({ location: "/us/en" });
  });

  it("serves known area and locale as they are", () => {
    expect(resolve("/za/ar/infusion/singular")).toEqual({ kind: "next", area: "za", locale: "ar" });
  });

  it("replaces an unknown locale with the default, keeping the path", () => {
    expect(resolve("/us/pt/faqs")).toMatchObject({ location: "/us/en/faqs" });
  });

  it("replaces an unknown area with the default, keeping the locale and path", () => {
    expect(resolve("/fr/de/faqs", { search: "?x=1" })).toMatchObject({ location: "/us/de/faqs?x=1" });
  });

  it("inserts the locale when a path starts with an area only", () => {
    expect(resolve("/uk/faqs")).toMatchObject({ location: "/uk/en/faqs" });
  });

  it("puts a bare page path under the remembered area and locale", () => {
    expect(resolve("/faqs", { preference: "za:ja" })).toMatchObject({ location: "/za/ja/faqs" });
  });

  it("treats a Russian URL from the reviews service as English", () => {
    expect(resolve("/us/ru/faqs", { search: "?utm_source=reviews.io" })).toMatchObject({
      kind: "redirect",
      location: "/us/en/faqs?utm_source=reviews.io",
    });
    expect(resolve("/us/ru/faqs")).toEqual({ kind: "next", area: "us", locale: "ru" });
  });
});

describe("hasReviewsMarker", () => {
  it.each([
    ["?reviews", true],
    ["?source=review", true],
    ["?utm_source=newsletter", false],
    ["", false],
  ])("%s -> %s", (search, expected) => {
    expect(hasReviewsMarker(search)).toBe(expected);
  });
});
