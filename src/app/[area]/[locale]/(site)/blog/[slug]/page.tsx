import { storyRoute } from "../../_content/story-route";

export const dynamicParams = false;

const route = storyRoute("blog");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.StoryRoutePage;
