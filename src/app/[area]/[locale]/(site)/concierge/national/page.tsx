import { longFormRoute } from "@/components/content/long-form-page";
import { ConciergeRequestSection } from "@/components/requests/enquiry-sections";

const route = longFormRoute("conciergeNational", (context) => (
  <ConciergeRequestSection {...context} scope="national" />
));
export const generateMetadata = route.generateMetadata;
export default route.LongFormPage;
