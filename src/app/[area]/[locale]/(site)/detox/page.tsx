import { CatalogueItemPage, itemMetadata, type ItemPageSpec } from "@/components/catalogue/item-page";
import type { RouteParams } from "@/i18n/route-params";

const spec: ItemPageSpec = {
  category: "detox",
  slug: "five-day-detox",
  parent: { key: "singular", path: "infusion/singular" },
  eyebrow: "detox",
};

export function generateMetadata({ params }: { params: RouteParams }) {
  return itemMetadata(params, spec.category, spec.slug);
}

export default function Page({ params }: { params: RouteParams }) {
  return <CatalogueItemPage params={params} spec={spec} />;
}
