import { ChevronDown, ChevronRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/content/json-ld";
import { BidiText } from "@/components/ui/bidi-text";
import { directionOf, type Locale } from "@/i18n/locales";
import type { TreatmentDetails } from "@/server/catalogue/treatment-details";
import { TitledSection } from "@/components/ui/titled-section";

export interface RelatedLink {
  code: string;
  name: string;
  summary: string;
  href: string;
}

/**
 * What a treatment includes, who it suits and does not, how it feels, aftercare and three questions
 * (with their FAQPage data for search engines), then related treatments. Server-rendered, no script.
 */
export async function TreatmentDetailsSections({
  details,
  related,
  locale,
}: {
  details: TreatmentDetails;
  related: RelatedLink[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "treatments.ui" });
  const rtl = directionOf(locale) === "rtl";
  const text = (value: string) => <BidiText text={value} rtl={rtl} />;
  const block = (id: string, title: string, body: React.ReactNode) => (
    <TitledSection id={`${id}-title`} title={title} headingClassName="text-2xl md:text-3xl" testId={`treatment-${id}`}>
      <div className="mt-3 max-w-prose leading-relaxed text-stone">{body}</div>
    </TitledSection>
  );
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          inLanguage: locale,
          mainEntity: details.faq.map((f) => ({
            "@type": "Question",
            name: f.q,
            acceptedAnswer: { "@type": "Answer", text: f.a },
          })),
        }}
      />
      {block("included", t("included"), <p>{text(details.included)}</p>)}
      <div className="grid gap-8 lg:grid-cols-2">
        {block("suits", t("suits"), <p>{text(details.suits)}</p>)}
        {block(
          "not-suits",
          t("notSuits"),
          details.notSuits.map((p, i) => (
            <p key={i} className={i > 0 ? "mt-3" : undefined}>
              {text(p)}
            </p>
          )),
        )}
      </div>
      {block("feels", t("feels"), <p>{text(details.feels)}</p>)}
      {block("aftercare", t("aftercare"), <p>{text(details.aftercare)}</p>)}
      <TitledSection id="faq-title" title={t("faq")} headingClassName="text-2xl md:text-3xl" testId="treatment-faq">
        <div className="mt-4 divide-y divide-linen rounded-2xl border border-linen bg-white">
          {details.faq.map((f, i) => (
            <details key={i} className="group px-5" open={i === 0}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-start font-medium [&::-webkit-details-marker]:hidden">
                <span>{text(f.q)}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-gold-deep transition group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-stone">{text(f.a)}</p>
            </details>
          ))}
        </div>
      </TitledSection>
      {related.length > 0 && (
        <TitledSection
          id="related-title"
          title={t("related")}
          headingClassName="text-2xl md:text-3xl"
          testId="treatment-related"
        >
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {related.map((r) => (
              <li key={r.code}>
                <Link
                  href={r.href}
                  className="group flex h-full min-h-11 flex-col rounded-xl border border-linen bg-white p-4 transition hover:border-gold-deep"
                  data-related={r.code}
                >
                  <span className="flex items-start justify-between gap-2 font-serif text-lg leading-snug text-ink group-hover:text-gold-deep">
                    <span>{text(r.name)}</span>
                    <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 rtl:rotate-180" />
                  </span>
                  <span className="mt-1 line-clamp-2 text-sm text-stone">{text(r.summary)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
    </>
  );
}
