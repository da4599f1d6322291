import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("intuisse_facial_90", "spaFacial90");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
