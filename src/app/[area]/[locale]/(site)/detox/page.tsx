import { itemRoute } from "@/components/catalogue/item-page";

const route = itemRoute({
  category: "detox",
  slug: "five-day-detox",
  parent: { key: "singular", path: "infusion/singular" },
  eyebrow: "detox",
});
export const generateMetadata = route.generateMetadata;
export default route.ItemPage;
