import { areaHomeClinic } from "@/config/site";
import { ArrowRight, Quote } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { FamilyIcon } from "@/components/home/family-icon";
import { HeroArt } from "@/components/home/hero-art";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { getFamilyPrices, type Family } from "@/server/catalogue/get-family-prices";
import { listClinics } from "@/server/clinics/list-clinics";
import { sitePageMetadata } from "./_site/page-metadata";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

const familyPaths: Record<Family, string> = {
  infusion: "infusion/singular",
  injection: "injections/glutathione-push",
  blood: "blood-profile/well-man",
  spa: "spaFacial/spaFacial60",
  diagnostics: "diagnostics/LevelTest",
  detox: "detox",
};

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, { path: "", namespace: "meta.home" });
}

/** A section's heading and its line of text. */
function SectionHead({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-4xl md:text-5xl">
        {title}
      </h2>
      <p className="mt-3 text-stone">{text}</p>
    </div>
  );
}

/** A full-width coloured band (`className`) holding a section: its heading, then `children`. */
function BandSection({
  id,
  className,
  title,
  children,
}: {
  id: string;
  className: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container-page">
        <h2 id={id} className="text-4xl md:text-5xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export default async function HomePage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, common, families, clinics] = await Promise.all([
    getTranslations({ locale, namespace: "home" }),
    getTranslations({ locale, namespace: "common" }),
    getFamilyPrices({ clinicSlug: areaHomeClinic[area] }),
    listClinics(),
  ]);
  const href = (path: string) => pathFor(area, locale, path);

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-sand to-ivory">
        <div className="container-page grid items-center gap-8 pb-6 pt-14 md:grid-cols-[1.15fr_1fr] md:py-24">
          <div>
            <p className="eyebrow">{t("hero.eyebrow")}</p>
            <h1 className="mt-4 text-5xl leading-[1.05] md:text-7xl">{t("hero.title")}</h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone">{t("hero.text")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href={href("book-online/choose-program")}
                className="inline-flex items-center gap-2 rounded-full bg-ink px-6 py-3.5 font-medium text-ivory transition hover:bg-gold-deep"
              >
                {t("hero.primaryCta")}
                <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
              </Link>
              <Link
                href={href("discover/what-is-nad")}
                className="inline-flex items-center rounded-full border border-ink/20 px-6 py-3.5 font-medium hover:border-gold-deep hover:text-gold-deep"
              >
                {t("hero.secondaryCta")}
              </Link>
            </div>
          </div>
          <div className="mx-auto aspect-square w-64 md:w-full md:max-w-md">
            <HeroArt />
          </div>
        </div>
      </section>

      <section className="container-page py-16 md:py-24" aria-labelledby="families-title">
        <SectionHead id="families-title" title={t("families.title")} text={t("families.intro")} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {families.map(({ family, fromCents, currency }) => (
            <li key={family}>
              <Link
                href={href(familyPaths[family])}
                className="group flex h-full flex-col rounded-2xl border border-linen bg-white p-6 transition hover:-translate-y-0.5 hover:border-gold hover:shadow-lg hover:shadow-gold/10"
                data-family={family}
              >
                <FamilyIcon family={family} className="size-9 text-gold-deep" />
                <h3 className="mt-5 text-2xl">{t(`families.${family}.name`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{t(`families.${family}.text`)}</p>
                <p className="mt-5 flex items-center justify-between text-sm font-medium">
                  <span data-testid={`from-price-${family}`}>
                    {fromCents === null
                      ? common("price.onRequest")
                      : common("price.from", { price: formatMoney(fromCents, currency, locale) })}
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-gold-deep transition group-hover:translate-x-1 flip-rtl"
                  />
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <BandSection className="bg-night py-16 text-ivory md:py-24" id="how-title" title={t("how.title")}>
        <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {(["step1", "step2", "step3", "step4"] as const).map((step, index) => (
            <li key={step} className="border-t border-gold-light/40 pt-5">
              <span className="font-serif text-3xl text-gold-light" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-2xl">{t(`how.${step}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ivory/75">{t(`how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </BandSection>

      <section className="container-page py-16 md:py-24" aria-labelledby="locations-title">
        <SectionHead id="locations-title" title={t("locations.title")} text={t("locations.text")} />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {clinics.map((clinic) => (
            <li key={clinic.slug} className="flex flex-col rounded-2xl bg-sand p-6">
              <h3 className="text-2xl">{common(`clinics.${clinic.slug}`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{t(`locations.${clinic.slug}`)}</p>
              <address className="mt-4 text-sm not-italic" translate="no">
                <bdi>
                  {clinic.street}, {clinic.city} {clinic.postcode}
                </bdi>
              </address>
              <Link
                href={href(`locations/${clinic.slug}`)}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-gold-deep hover:underline"
              >
                {t("locations.visit", { clinic: common(`clinics.${clinic.slug}`) })}
                <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <BandSection className="bg-sand py-16 md:py-24" id="testimonials-title" title={t("testimonials.title")}>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {(["one", "two", "three"] as const).map((key) => (
            <li key={key}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6">
                <Quote aria-hidden="true" className="size-6 text-gold flip-rtl" />
                <blockquote className="mt-3 flex-1 font-serif text-xl leading-snug">
                  {t(`testimonials.items.${key}.quote`)}
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-medium">{t(`testimonials.items.${key}.name`)}</span>
                  <span className="block text-stone">{t(`testimonials.items.${key}.detail`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </BandSection>

      <section className="container-page py-16 text-center md:py-24" aria-labelledby="cta-title">
        <h2 id="cta-title" className="text-4xl md:text-5xl">
          {t("cta.title")}
        </h2>
        <p className="mt-3 text-stone">{t("cta.text")}</p>
        <Link
          href={href("book-online/choose-program")}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-gold px-7 py-4 font-medium text-night transition hover:bg-gold-light"
        >
          {t("cta.button")}
          <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
        </Link>
      </section>
    </>
  );
}
