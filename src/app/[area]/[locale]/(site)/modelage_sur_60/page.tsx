import { CatalogueItemPage, itemMetadata, type ItemPageSpec } from "@/components/catalogue/item-page";
import type { RouteParams } from "@/i18n/route-params";

const spec: ItemPageSpec = {
  category: "spa",
  slug: "modelage_sur_60",
  parent: { key: "spaBespoke60", path: "spaBespoke/spaBespoke60" },
  eyebrow: "spa",
};

export function generateMetadata({ params }: { params: RouteParams }) {
  return itemMetadata(params, spec.category, spec.slug);
}

export default function Page({ params }: { params: RouteParams }) {
  return <CatalogueItemPage params={params} spec={spec} />;
}
