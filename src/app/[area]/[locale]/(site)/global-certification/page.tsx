import { longFormRoute } from "@/components/content/long-form-page";

const route = longFormRoute("globalCertification");
export const generateMetadata = route.generateMetadata;
export default route.LongFormPage;
