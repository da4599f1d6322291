import type { Metadata } from "next";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { StoryListPage } from "@/components/content/story-pages";
import { listPage } from "@/config/content-pages";
import type { RouteParams } from "@/i18n/route-params";

const page = listPage("news");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default function NewsPage({ params }: { params: RouteParams }) {
  return <StoryListPage collection="news" params={params} />;
}
