import { CatalogueListPage, listMetadata } from "@/components/catalogue/catalogue-page";
import { lists } from "@/components/catalogue/lists";
import type { RouteParams } from "@/i18n/route-params";

const definition = lists.injections;

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, definition.key, definition.path);
}

export default function Page({ params }: { params: RouteParams }) {
  return <CatalogueListPage params={params} definition={definition} />;
}
