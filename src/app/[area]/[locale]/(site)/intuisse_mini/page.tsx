import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("intuisse_mini", "spaFacial60");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
