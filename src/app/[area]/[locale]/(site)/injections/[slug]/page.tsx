import { CatalogueItemPage, itemMetadata, type ItemPageSpec } from "@/components/catalogue/item-page";
import { routeSegment, type RouteParams } from "@/i18n/route-params";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

type Params = Promise<Awaited<RouteParams> & { slug: string }>;

export async function generateStaticParams() {
  const items = await listCatalogueItems({ category: "injection" });
  return items.map((item) => ({ slug: item.slug }));
}

export async function generateMetadata({ params }: { params: Params }) {
  return itemMetadata(params, "injection", routeSegment((await params).slug));
}

export default async function Page({ params }: { params: Params }) {
  const spec: ItemPageSpec = {
    category: "injection",
    slug: routeSegment((await params).slug),
    parent: { key: "injections", path: "injections" },
    eyebrow: "injection",
  };
  return <CatalogueItemPage params={params} spec={spec} />;
}
