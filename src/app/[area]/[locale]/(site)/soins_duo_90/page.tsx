import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("soins_duo_90", "spa");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
