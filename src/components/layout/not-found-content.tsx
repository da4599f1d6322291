import { getTranslations } from "next-intl/server";
import { AreaLink } from "@/components/layout/area-link";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";

/** Where a person can go from a missing page: home first, then the treatments and the clinics. */
const WAYS_ON = [
  { key: "home", path: "", primary: true },
  { key: "treatments", path: "infusion/singular", primary: false },
  { key: "contact", path: "locations", primary: false },
] as const;

/**
 * What a person who mistyped an address reads, in their language: the not-found boundary (a link followed inside
 * the site) and the page the production server sends for every 404 (src/server/http/readable-not-found.ts).
 */
export async function NotFoundContent({ area, locale }: { area?: Area; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "errors.notFound" });
  const meta = await getTranslations({ locale, namespace: "meta.notFound" });
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <title>{meta("title")}</title>
      {/* Gold-deep, not gold: the numeral is large text and needs 3:1 on ivory (gold was 2.6:1, issue 40). */}
      <p className="font-serif text-7xl text-gold-deep" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-4 max-w-xl text-stone">{t("text")}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {WAYS_ON.map(({ key, path, primary }) => (
          <li key={key}>
            <AreaLink
              area={area}
              locale={locale}
              path={path}
              className={
                primary
                  ? "inline-flex rounded-full bg-ink px-5 py-3 text-sm font-medium text-ivory hover:bg-gold-deep"
                  : "inline-flex rounded-full border border-ink/20 px-5 py-3 text-sm hover:border-gold-deep"
              }
            >
              {t(key)}
            </AreaLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
