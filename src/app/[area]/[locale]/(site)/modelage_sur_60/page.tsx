import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("modelage_sur_60", "spaBespoke60");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
