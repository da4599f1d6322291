import type { MetadataRoute } from "next";
import { cataloguePagePaths } from "@/config/catalogue-pages";
import { contentPagePaths } from "@/config/content-pages";
import { requestPagePaths } from "@/config/request-pages";
import { brand, defaultArea } from "@/config/site";
import { defaultLocale, locales, localeTags } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

/** Every page of the default market in every language, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string, locale: (typeof locales)[number]) =>
    new URL(pathFor(defaultArea, locale, path), brand.siteUrl).toString();
  const paths = ["", ...contentPagePaths(), ...cataloguePagePaths(), ...requestPagePaths];
  return paths.flatMap((path) => {
    const languages: Record<string, string> = Object.fromEntries(
      locales.map((l) => [localeTags[l], absolute(path, l)]),
    );
    languages["x-default"] = absolute(path, defaultLocale);
    return locales.map((locale) => ({
      url: absolute(path, locale),
      changeFrequency: path.startsWith("news") || path.startsWith("blog") ? ("weekly" as const) : ("monthly" as const),
      priority: path === "" ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
