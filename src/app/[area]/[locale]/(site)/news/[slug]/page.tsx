import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { formatDate } from "@/components/content/format-date";
import { JsonLd } from "@/components/content/json-ld";
import { StoryPage } from "@/components/content/story-page";
import { newsStories } from "@/config/content-pages";
import { brand } from "@/config/site";
import { localeTags } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { loadLongForm } from "@/server/content/load-long-form";

type Params = RouteParams extends Promise<infer P> ? Promise<P & { slug: string }> : never;

export const dynamicParams = false;
export function generateStaticParams() {
  return newsStories.map((story) => ({ slug: story.slug }));
}

function storyOf(slug: string) {
  const story = newsStories.find((s) => s.slug === slug);
  if (!story) notFound();
  return story;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const story = storyOf((await params).slug);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  return pageMetadata({
    area,
    locale,
    path: `news/${story.slug}`,
    title: t("meta.titleTemplate", { title: s(`news.${story.slug}.title`) }),
    description: s(`news.${story.slug}.summary`),
    ogType: "article",
  });
}

export default async function NewsStoryPage({ params }: { params: Params }) {
  const { area, locale } = await resolvePageContext(params);
  const story = storyOf((await params).slug);
  const [t, s, content] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
    loadLongForm(`news/${story.slug}`, locale),
  ]);
  const title = s(`news.${story.slug}.title`);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: title,
          description: s(`news.${story.slug}.summary`),
          datePublished: story.date,
          inLanguage: localeTags[content.locale],
          mainEntityOfPage: new URL(pathFor(area, locale, `news/${story.slug}`), brand.siteUrl).toString(),
          publisher: { "@type": "Organization", name: brand.name },
        }}
      />
      <StoryPage
        backHref={pathFor(area, locale, "news")}
        backLabel={t("ui.backToNews")}
        eyebrow={t("sections.news")}
        title={title}
        summary={s(`news.${story.slug}.summary`)}
        meta={<time dateTime={story.date}>{t("ui.published", { date: formatDate(story.date, locale) })}</time>}
        art={story.art}
        content={content}
        fallbackNote={t("ui.fallbackNote")}
      />
    </>
  );
}
