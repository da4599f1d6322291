import { itemSlugRoute } from "../../_catalogue/item-slug-route";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

const route = itemSlugRoute({ category: "diagnostics", parent: { key: "spa", path: "spa" }, eyebrow: "diagnostics" });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
