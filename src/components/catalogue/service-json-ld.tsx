import { brand } from "@/config/site";
import type { ItemView } from "./item-view";

/** schema.org Service with its Offer, for search engines. Prices as the original site gave them, USD. */
export function ServiceJsonLd({ item, url }: { item: ItemView; url: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: item.name,
    description: item.summary,
    serviceType: item.category,
    url: new URL(url, brand.siteUrl).toString(),
    provider: { "@type": "MedicalClinic", name: brand.name, url: brand.siteUrl, telephone: brand.phone },
    offers: {
      "@type": "Offer",
      price: (item.priceCents / 100).toFixed(2),
      priceCurrency: item.currency,
      availability: item.priceOnRequest ? "https://schema.org/LimitedAvailability" : "https://schema.org/InStock",
      url: new URL(url, brand.siteUrl).toString(),
    },
  };
  // JSON in a script tag: escape "<" so no text can close the tag.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
