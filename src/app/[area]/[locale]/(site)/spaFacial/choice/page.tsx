import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CatalogueListPage, listMetadata } from "@/components/catalogue/catalogue-page";
import { lists } from "@/components/catalogue/lists";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

const definition = lists.choice;

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, definition.key, definition.path);
}

export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "catalogue.lists.choice" });
  return (
    <CatalogueListPage params={params} definition={definition}>
      <p className="max-w-2xl text-stone">
        {t("supplementsText")}{" "}
        <Link
          href={pathFor(area, locale, "supplements")}
          className="font-medium text-gold-deep underline underline-offset-4"
        >
          {t("supplementsLink")}
        </Link>
      </p>
    </CatalogueListPage>
  );
}
