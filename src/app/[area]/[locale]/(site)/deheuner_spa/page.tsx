import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("deheuner_spa", "spa");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
