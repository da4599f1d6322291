import { longFormRoute } from "@/components/content/long-form-page";

const route = longFormRoute("franchising");
export const generateMetadata = route.generateMetadata;
export default route.LongFormPage;
