import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { formatDate } from "@/components/content/format-date";
import { PageHero } from "@/components/content/page-hero";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { StoryCard } from "@/components/content/story-card";
import { listPage, newsStories } from "@/config/content-pages";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

const page = listPage("news");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default async function NewsPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  return (
    <>
      <PageHero
        eyebrow={t(`sections.${page.section}`)}
        title={t(`pages.${page.key}.title`)}
        lead={t(`pages.${page.key}.description`)}
        art={page.art}
      />
      <section className="container-page py-12 md:py-16" aria-label={t("ui.latestNews")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {newsStories.map((story) => (
            <li key={story.slug}>
              <StoryCard
                href={pathFor(area, locale, `news/${story.slug}`)}
                art={story.art}
                meta={formatDate(story.date, locale)}
                title={s(`news.${story.slug}.title`)}
                summary={s(`news.${story.slug}.summary`)}
                linkLabel={t("ui.readMore")}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
