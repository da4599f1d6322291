import { itemSlugRoute } from "../../_catalogue/item-slug-route";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

const route = itemSlugRoute({ category: "blood", parent: { key: "blood", path: "blood-profile" }, eyebrow: "blood" });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
