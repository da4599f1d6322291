import { getTranslations } from "next-intl/server";
import type { ArtName, ContentPage } from "@/config/content-pages";
import type { Locale } from "@/i18n/locales";
import { PageArt } from "./page-art";

/** The opening band of a content page: eyebrow, title, lead and the page's illustration. */
export function PageHero({ eyebrow, title, lead, art, children }: { eyebrow: string; title: string; lead: string; art: ArtName; children?: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand via-sand/70 to-ivory">
      <div aria-hidden="true" className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-gold-light/25 blur-3xl" />
      <div className="container-page relative grid items-center gap-6 py-12 md:grid-cols-[1fr_auto] md:gap-12 md:py-20">
        <div className="max-w-3xl">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-[1.08] md:text-6xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone">{lead}</p>
          {children}
        </div>
        <PageArt name={art} className="hidden size-56 md:block lg:size-64" />
      </div>
    </section>
  );
}

/** The hero of a content page whose eyebrow, title and lead live under `content.sections` and `content.pages.<key>`. */
export async function ContentPageHero({ page, locale }: { page: ContentPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "content" });
  return (
    <PageHero
      eyebrow={t(`sections.${page.section}`)}
      title={t(`pages.${page.key}.title`)}
      lead={t(`pages.${page.key}.description`)}
      art={page.art}
    />
  );
}
