import { spaItemRoute } from "@/components/catalogue/item-page";

const route = spaItemRoute("soins_duo_60", "spa");
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
