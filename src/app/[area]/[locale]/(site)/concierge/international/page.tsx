import { longFormRoute } from "@/components/content/long-form-page";
import { ConciergeRequestSection } from "@/components/requests/enquiry-sections";

const route = longFormRoute("conciergeInternational", (context) => (
  <ConciergeRequestSection {...context} scope="international" />
));
export const generateMetadata = route.generateMetadata;
export default route.LongFormPage;
