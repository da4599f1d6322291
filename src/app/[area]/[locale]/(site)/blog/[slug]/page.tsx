import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { formatDate } from "@/components/content/format-date";
import { JsonLd } from "@/components/content/json-ld";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { StoryPage } from "@/components/content/story-page";
import { blogPosts } from "@/config/content-pages";
import { brand } from "@/config/site";
import { localeTags } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { loadLongForm } from "@/server/content/load-long-form";

type Params = RouteParams extends Promise<infer P> ? Promise<P & { slug: string }> : never;

export const dynamicParams = false;
export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

function postOf(slug: string) {
  const post = blogPosts.find((p) => p.slug === slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const post = postOf((await params).slug);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  return pageMetadata({
    area,
    locale,
    path: `blog/${post.slug}`,
    title: t("meta.titleTemplate", { title: s(`blog.${post.slug}.title`) }),
    description: s(`blog.${post.slug}.summary`),
    ogType: "article",
  });
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { area, locale } = await resolvePageContext(params);
  const post = postOf((await params).slug);
  const [t, s, content] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
    loadLongForm(`blog/${post.slug}`, locale),
  ]);
  const title = s(`blog.${post.slug}.title`);
  const author = s(`team.${post.author}.name`);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: title,
          description: s(`blog.${post.slug}.summary`),
          datePublished: post.date,
          inLanguage: localeTags[content.locale],
          author: { "@type": "Person", name: author, jobTitle: s(`team.${post.author}.role`) },
          mainEntityOfPage: new URL(pathFor(area, locale, `blog/${post.slug}`), brand.siteUrl).toString(),
          publisher: { "@type": "Organization", name: brand.name },
          timeRequired: `PT${post.minutes}M`,
        }}
      />
      <StoryPage
        backHref={pathFor(area, locale, "blog")}
        backLabel={t("ui.backToBlog")}
        eyebrow={t("pages.blog.title")}
        title={title}
        summary={s(`blog.${post.slug}.summary`)}
        meta={
          <>
            <span>{t("ui.byAuthor", { name: author })}</span>
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            <span>{t("ui.readingTime", { minutes: post.minutes })}</span>
          </>
        }
        art={post.art}
        content={content}
        fallbackNote={t("ui.fallbackNote")}
      >
        <MedicalDisclaimer title={t("ui.disclaimerTitle")} text={t("ui.disclaimerText")} />
      </StoryPage>
    </>
  );
}
