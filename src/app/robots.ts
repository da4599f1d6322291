import type { MetadataRoute } from "next";
import { brand } from "@/config/site";

/** Crawl the public site; keep robots out of the API, the basket and the account area. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/*/*/book-online/", "/*/*/account/", "/*/*/staff/", "/*/*/login"],
      },
    ],
    sitemap: new URL("/sitemap.xml", brand.siteUrl).toString(),
  };
}
