import { ChevronDown } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/content/json-ld";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { ContentPageHero } from "@/components/content/page-hero";
import { contentPageMetadata } from "@/components/content/page-metadata";
import { faqGroups, listPage } from "@/config/content-pages";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

const page = listPage("faqs");

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return contentPageMetadata(params, page.key, page.path);
}

export default async function FaqsPage({ params }: { params: RouteParams }) {
  const { locale } = await resolvePageContext(params);
  const [t, f] = await Promise.all([
    getTranslations({ locale, namespace: "content" }),
    getTranslations({ locale, namespace: "faqs" }),
  ]);
  const groups = Object.entries(faqGroups);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: groups.flatMap(([group, items]) =>
            items.map((item) => ({
              "@type": "Question",
              name: f(`groups.${group}.items.${item}.q`),
              acceptedAnswer: { "@type": "Answer", text: f(`groups.${group}.items.${item}.a`) },
            })),
          ),
        }}
      />
      <ContentPageHero page={page} locale={locale} />
      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[1fr_2.5fr]">
        <nav aria-label={t(`pages.${page.key}.title`)} className="hidden lg:block">
          <ul className="sticky top-28 space-y-2 border-s border-linen ps-5 text-sm">
            {groups.map(([group]) => (
              <li key={group}>
                <a href={`#faq-${group}`} className="text-stone hover:text-gold-deep">
                  {f(`groups.${group}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {groups.map(([group, items]) => (
            <section
              key={group}
              id={`faq-${group}`}
              aria-labelledby={`faq-${group}-title`}
              className="mb-12 scroll-mt-28"
            >
              <h2 id={`faq-${group}-title`} className="text-3xl md:text-4xl">
                {f(`groups.${group}.title`)}
              </h2>
              <div className="mt-5 divide-y divide-linen rounded-2xl border border-linen bg-white">
                {items.map((item) => (
                  <details key={item} className="group px-5 md:px-6" data-faq={item}>
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-start font-medium [&::-webkit-details-marker]:hidden">
                      <span>{f(`groups.${group}.items.${item}.q`)}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-gold-deep transition group-open:rotate-180"
                      />
                    </summary>
                    <p className="pb-5 text-sm leading-relaxed text-stone">{f(`groups.${group}.items.${item}.a`)}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
          <p className="rounded-2xl bg-sand p-6 text-sm leading-relaxed">{f("intro")}</p>
          <MedicalDisclaimer title={t("ui.disclaimerTitle")} text={t("ui.disclaimerText")} />
        </div>
      </div>
    </>
  );
}
