import { longFormRoute } from "@/components/content/long-form-page";
import { FranchisingEnquirySection } from "@/components/requests/enquiry-sections";

const route = longFormRoute("franchising", (context) => <FranchisingEnquirySection {...context} />);
export const generateMetadata = route.generateMetadata;
export default route.LongFormPage;
