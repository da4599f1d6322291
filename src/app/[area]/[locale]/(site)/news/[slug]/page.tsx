import type { Metadata } from "next";
import { StoryArticlePage, storyMetadata, storyStaticParams } from "@/components/content/story-pages";
import type { RouteParams } from "@/i18n/route-params";

type Params = Promise<Awaited<RouteParams> & { slug: string }>;

export const dynamicParams = false;
export function generateStaticParams() {
  return storyStaticParams("news");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return storyMetadata("news", params);
}

export default function NewsStoryPage({ params }: { params: Params }) {
  return <StoryArticlePage collection="news" params={params} />;
}
