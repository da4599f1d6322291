import type { Metadata } from "next";
import { brand, type Area } from "@/config/site";
import { locales, localeTags, defaultLocale, type Locale } from "./locales";
import { pathFor } from "./paths";

interface PageMeta {
  area: Area;
  locale: Locale;
  /** The page's path below /{area}/{locale}/ ("" for home). */
  path: string;
  title: string;
  description: string;
  ogType?: "website" | "article";
}

/** Title, description, canonical URL, hreflang alternates for every locale plus x-default, and OpenGraph. */
export function pageMetadata({ area, locale, path, title, description, ogType = "website" }: PageMeta): Metadata {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((l) => [localeTags[l], pathFor(area, l, path)]),
  );
  languages["x-default"] = pathFor(area, defaultLocale, path);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: pathFor(area, locale, path), languages },
    openGraph: {
      type: ogType,
      siteName: brand.name,
      title,
      description,
      url: pathFor(area, locale, path),
      locale: localeTags[locale],
    },
    twitter: { card: "summary", title, description },
  };
}
