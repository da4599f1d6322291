import { CatalogueItemPage, itemMetadata, type ItemPageSpec } from "@/components/catalogue/item-page";
import type { RouteParams } from "@/i18n/route-params";

const spec: ItemPageSpec = {
  category: "spa",
  slug: "intuisse_facial_60",
  parent: { key: "spaFacial60", path: "spaFacial/spaFacial60" },
  eyebrow: "spa",
};

export function generateMetadata({ params }: { params: RouteParams }) {
  return itemMetadata(params, spec.category, spec.slug);
}

export default function Page({ params }: { params: RouteParams }) {
  return <CatalogueItemPage params={params} spec={spec} />;
}
