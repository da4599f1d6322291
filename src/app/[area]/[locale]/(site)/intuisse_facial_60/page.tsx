import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("intuisse_facial_60", "spaFacial60");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
