import type { Metadata } from "next";
import { StoryArticlePage, storyMetadata, storyStaticParams } from "@/components/content/story-pages";
import type { RouteParams } from "@/i18n/route-params";

type Params = Promise<Awaited<RouteParams> & { slug: string }>;

/**
 * The `[slug]` route of a collection's stories (the blog, the news): `const route = storyRoute(collection)`, then
 * `export const generateStaticParams = route.generateStaticParams`, `export const generateMetadata =
 * route.generateMetadata` and `export default route.StoryRoutePage` in the route file.
 */
export function storyRoute(collection: "blog" | "news") {
  function generateStaticParams() {
    return storyStaticParams(collection);
  }
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    return storyMetadata(collection, params);
  }
  function StoryRoutePage({ params }: { params: Params }) {
    return <StoryArticlePage collection={collection} params={params} />;
  }
  return { generateStaticParams, generateMetadata, StoryRoutePage };
}
