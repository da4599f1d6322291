import "server-only";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { bespokeThemeTreatments, type BespokeTheme } from "@/config/catalogue-pages";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { baseCrumbs } from "./catalogue-page";
import { catalogueLabels } from "./catalogue-labels";
import { PageIntro } from "./page-intro";
import { ThemeTreatments } from "./theme-treatments";

/** One bespoke theme (infusion/bespoke-<theme>): what it addresses, how a plan is built, where it starts. */
export async function BespokeThemePage({ theme, area, locale }: { theme: BespokeTheme; area: Area; locale: Locale }) {
  const [{ t: catalogue }, t, crumbs] = await Promise.all([
    catalogueLabels(locale),
    getTranslations({ locale, namespace: "catalogue.bespoke" }),
    baseCrumbs(area, locale, { key: "bespoke", path: "infusion/bespoke" }),
  ]);
  return (
    <>
      <PageIntro
        crumbs={[...crumbs, { label: t(`themes.${theme}.name`) }]}
        crumbLabel={catalogue("ui.breadcrumb")}
        eyebrow={t("eyebrow")}
        title={t(`themes.${theme}.name`)}
        intro={t(`themes.${theme}.summary`)}
      />
      <div className="container-page space-y-12 pb-16 md:pb-24">
        <section className="grid gap-8 md:grid-cols-[1.4fr_1fr]">
          <p className="max-w-prose text-lg leading-relaxed text-stone">{t(`themes.${theme}.description`)}</p>
          <div className="rounded-2xl bg-night p-6 text-ivory">
            <h2 className="text-2xl">{t("planTitle")}</h2>
            <ol className="mt-4 space-y-3 text-sm leading-relaxed text-ivory/80">
              {(["step1", "step2", "step3"] as const).map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="font-serif text-xl text-gold-light" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{t(`plan.${step}`)}</span>
                </li>
              ))}
            </ol>
            <Link
              href={pathFor(area, locale, "spa-request")}
              className="mt-6 inline-flex items-center gap-2 rounded-full bg-gold px-5 py-3 text-sm font-medium text-night hover:bg-gold-light"
            >
              {t("cta")}
              <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
            </Link>
          </div>
        </section>
        <ThemeTreatments
          id="starts-title"
          title={t("startsTitle")}
          codes={bespokeThemeTreatments[theme]}
          area={area}
          locale={locale}
        />
      </div>
    </>
  );
}
