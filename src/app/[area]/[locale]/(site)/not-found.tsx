import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { defaultArea } from "@/config/site";
import { isLocale, defaultLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";

export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : defaultLocale;
  const t = await getTranslations({ locale, namespace: "errors.notFound" });
  const meta = await getTranslations({ locale, namespace: "meta.notFound" });
  const href = (path: string) => pathFor(defaultArea, locale, path);
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <title>{meta("title")}</title>
      <p className="font-serif text-7xl text-gold" aria-hidden="true">404</p>
      <h1 className="mt-6 text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-4 max-w-xl text-stone">{t("text")}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li><Link href={href("")} className="inline-flex rounded-full bg-ink px-5 py-3 text-sm font-medium text-ivory hover:bg-gold-deep">{t("home")}</Link></li>
        <li><Link href={href("infusion/singular")} className="inline-flex rounded-full border border-ink/20 px-5 py-3 text-sm hover:border-gold-deep">{t("treatments")}</Link></li>
        <li><Link href={href("locations")} className="inline-flex rounded-full border border-ink/20 px-5 py-3 text-sm hover:border-gold-deep">{t("contact")}</Link></li>
      </ul>
    </section>
  );
}
