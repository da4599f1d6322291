import { Quote } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContentPageHero } from "@/components/content/page-hero";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { listPage, testimonials } from "@/config/content-pages";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

const page = listPage("testimonials");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default async function TestimonialsPage({ params }: { params: RouteParams }) {
  const { locale } = await resolvePageContext(params);
  const [t, s] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "stories" }),
  ]);
  return (
    <>
      <ContentPageHero page={page} locale={locale} />
      <section className="container-page py-12 md:py-16" aria-label={t(`pages.${page.key}.title`)}>
        <ul className="columns-1 gap-6 md:columns-2 lg:columns-3">
          {testimonials.map((key, index) => (
            <li key={key} className="mb-6 break-inside-avoid">
              <figure
                className={`rounded-2xl p-7 ${index % 3 === 1 ? "bg-night text-ivory" : "border border-linen bg-white"}`}
              >
                <Quote aria-hidden="true" className="size-7 text-gold flip-rtl" />
                <blockquote className="mt-4 font-serif text-2xl leading-snug">
                  {s(`testimonials.${key}.quote`)}
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold">{s(`testimonials.${key}.name`)}</span>
                  <span className={`block ${index % 3 === 1 ? "text-ivory/75" : "text-stone"}`}>
                    {s(`testimonials.${key}.detail`)}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-stone">{t("testimonials.note")}</p>
      </section>
    </>
  );
}
