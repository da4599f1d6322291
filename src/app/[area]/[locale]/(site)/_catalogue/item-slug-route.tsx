import { CatalogueItemPage, itemMetadata, type ItemPageSpec } from "@/components/catalogue/item-page";
import { routeSegment, type RouteParams } from "@/i18n/route-params";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";

type Params = Promise<Awaited<RouteParams> & { slug: string }>;

/**
 * A `[slug]` route of a family's treatments: `const route = itemSlugRoute(spec)`, then `export const
 * generateStaticParams = route.generateStaticParams`, `export const generateMetadata = route.generateMetadata` and
 * `export default route.ItemPage` in the route file. Its pages are those of the family's items, but the slugs `skip`
 * leaves to a route of their own.
 */
export function itemSlugRoute(spec: Omit<ItemPageSpec, "slug">, skip: readonly string[] = []) {
  async function generateStaticParams() {
    const items = await listCatalogueItems({ category: spec.category });
    return items.filter((item) => !skip.includes(item.slug)).map((item) => ({ slug: item.slug }));
  }
  async function generateMetadata({ params }: { params: Params }) {
    return itemMetadata(params, spec.category, routeSegment((await params).slug));
  }
  async function ItemPage({ params }: { params: Params }) {
    return <CatalogueItemPage params={params} spec={{ ...spec, slug: routeSegment((await params).slug) }} />;
  }
  return { generateStaticParams, generateMetadata, ItemPage };
}
