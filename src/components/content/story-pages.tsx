import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { blogPosts, listPage, newsStories, type Story, type TeamMemberKey } from "@/config/content-pages";
import { brand } from "@/config/site";
import { localeTags } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { loadLongForm } from "@/server/content/load-long-form";
import { formatDate } from "./format-date";
import { JsonLd } from "./json-ld";
import { MedicalDisclaimer } from "./medical-disclaimer";
import { ContentPageHero } from "./page-hero";
import { StoryCard } from "./story-card";
import { StoryPage } from "./story-page";

/** The two collections of dated stories: the blog's articles (with an author and a reading time) and the news. */
type Collection = "blog" | "news";
type StoryParams = Promise<Awaited<RouteParams> & { slug: string }>;
type Entry = Story & { author?: TeamMemberKey; minutes?: number };

const collections: Record<
  Collection,
  { stories: Entry[]; listLabel: string; grid: string; backLabel: string; eyebrow: string; schemaType: string }
> = {
  blog: {
    stories: blogPosts,
    listLabel: "ui.moreArticles",
    grid: "grid gap-6 sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-4",
    backLabel: "ui.backToBlog",
    eyebrow: "pages.blog.title",
    schemaType: "BlogPosting",
  },
  news: {
    stories: newsStories,
    listLabel: "ui.latestNews",
    grid: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    backLabel: "ui.backToNews",
    eyebrow: "sections.news",
    schemaType: "NewsArticle",
  },
};

/** generateStaticParams of a story page: one page per story of the collection. */
export function storyStaticParams(collection: Collection) {
  return collections[collection].stories.map((story) => ({ slug: story.slug }));
}

function storyOf(collection: Collection, slug: string): Entry {
  const story = collections[collection].stories.find((s) => s.slug === slug);
  if (!story) notFound();
  return story;
}

async function storyContext(collection: Collection, params: StoryParams) {
  const { area, locale } = await resolvePageContext(params);
  const story = storyOf(collection, (await params).slug);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  return { area, locale, story, t, s };
}

export async function storyMetadata(collection: Collection, params: StoryParams): Promise<Metadata> {
  const { area, locale, story, t, s } = await storyContext(collection, params);
  return pageMetadata({
    area,
    locale,
    path: `${collection}/${story.slug}`,
    title: t("meta.titleTemplate", { title: s(`${collection}.${story.slug}.title`) }),
    description: s(`${collection}.${story.slug}.summary`),
    ogType: "article",
  });
}

/** The list of a collection's stories under the list page's hero. */
export async function StoryListPage({ collection, params }: { collection: Collection; params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  const { stories, listLabel, grid } = collections[collection];
  return (
    <>
      <ContentPageHero page={listPage(collection)} locale={locale} />
      <section className="container-page py-12 md:py-16" aria-label={t(listLabel)}>
        <ul className={grid}>
          {stories.map((story) => (
            <li key={story.slug}>
              <StoryCard
                href={pathFor(area, locale, `${collection}/${story.slug}`)}
                art={story.art}
                meta={
                  story.minutes === undefined
                    ? formatDate(story.date, locale)
                    : `${formatDate(story.date, locale)} · ${t("ui.readingTime", { minutes: story.minutes })}`
                }
                title={s(`${collection}.${story.slug}.title`)}
                summary={s(`${collection}.${story.slug}.summary`)}
                linkLabel={t("ui.readMore")}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** One story: its schema.org data and its page; a blog article also names its author and reading time. */
export async function StoryArticlePage({ collection, params }: { collection: Collection; params: StoryParams }) {
  const { area, locale, story, t, s } = await storyContext(collection, params);
  const content = await loadLongForm(`${collection}/${story.slug}`, locale);
  const { schemaType, backLabel, eyebrow } = collections[collection];
  const title = s(`${collection}.${story.slug}.title`);
  const summary = s(`${collection}.${story.slug}.summary`);
  const author = story.author && { name: s(`team.${story.author}.name`), jobTitle: s(`team.${story.author}.role`) };
  const date = formatDate(story.date, locale);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": schemaType,
          headline: title,
          description: summary,
          datePublished: story.date,
          inLanguage: localeTags[content.locale],
          author: author && { "@type": "Person", ...author },
          mainEntityOfPage: new URL(pathFor(area, locale, `${collection}/${story.slug}`), brand.siteUrl).toString(),
          publisher: { "@type": "Organization", name: brand.name },
          timeRequired: story.minutes === undefined ? undefined : `PT${story.minutes}M`,
        }}
      />
      <StoryPage
        backHref={pathFor(area, locale, collection)}
        backLabel={t(backLabel)}
        eyebrow={t(eyebrow)}
        title={title}
        summary={summary}
        meta={
          author && story.minutes !== undefined ? (
            <>
              <span>{t("ui.byAuthor", { name: author.name })}</span>
              <time dateTime={story.date}>{date}</time>
              <span>{t("ui.readingTime", { minutes: story.minutes })}</span>
            </>
          ) : (
            <time dateTime={story.date}>{t("ui.published", { date })}</time>
          )
        }
        art={story.art}
        content={content}
        fallbackNote={t("ui.fallbackNote")}
      >
        {collection === "blog" ? <MedicalDisclaimer title={t("ui.disclaimerTitle")} text={t("ui.disclaimerText")} /> : null}
      </StoryPage>
    </>
  );
}
