import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CatalogueListPage, listMetadata } from "@/components/catalogue/catalogue-page";
import { lists } from "@/components/catalogue/lists";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { TitledSection } from "@/components/ui/titled-section";

const definition = lists.singular;

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, definition.key, definition.path);
}

export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "catalogue.lists.singular" });
  const more = [
    { href: "infusion/anti_aging", title: t("antiAgingTitle"), text: t("antiAgingText") },
    { href: "infusion/package", title: t("packageTitle"), text: t("packageText") },
    { href: "detox", title: t("detoxTitle"), text: t("detoxText") },
  ];
  return (
    <CatalogueListPage params={params} definition={definition}>
      <TitledSection id="more-title" title={t("moreTitle")} headingClassName="text-3xl">
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {more.map((entry) => (
            <li key={entry.href}>
              <Link
                href={pathFor(area, locale, entry.href)}
                className="group flex h-full flex-col rounded-2xl bg-night p-6 text-ivory transition hover:bg-night-soft"
              >
                <span className="font-serif text-2xl">{entry.title}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-ivory/75">{entry.text}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="mt-4 size-4 text-gold-light transition group-hover:translate-x-1 flip-rtl"
                />
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
    </CatalogueListPage>
  );
}
