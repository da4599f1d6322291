import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { currencies, DEFAULT_CURRENCY } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import { queryValue } from "@/server/input/query-value";
import { pathFor } from "@/i18n/paths";
import { type RouteParams } from "@/i18n/route-params";
import { listCatalogueForStaff } from "@/server/catalogue/list-catalogue-for-staff";
import { listClinicsForStaff } from "@/server/clinics/manage-clinic";
import { hasRole } from "@/server/staff/actor";
import { openStaffPage } from "../_auth/staff-page";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Catalogue · Back office" };

/** Prices, sales and availability: one clinic's (managers) or the group's (admins). */
export default async function StaffCataloguePage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: Promise<{ clinic?: string | string[]; currency?: string | string[] }>;
}) {
  const { area, actor, t } = await openStaffPage(params, "staff/catalogue", "staff.catalogue", "manager");
  const clinics = await listClinicsForStaff(actor);
  const search = await searchParams;
  const query = queryValue(search.clinic);
  const canGroup = hasRole(actor, "admin");
  const clinic = clinics.find((c) => c.slug === query) ?? (query === "group" && canGroup ? null : (clinics[0] ?? null));
  // The group's list in one currency (decision 273): each clinic without its own price sells at its currency's.
  const listCurrency = currencies.find((c) => c === queryValue(search.currency)) ?? DEFAULT_CURRENCY;
  const scope = clinic ? clinic.slug : `group&currency=${listCurrency}`;
  const rows =
    clinic || canGroup ? await listCatalogueForStaff(actor, clinic?.id ?? null, new Date(), listCurrency) : [];
  const money = (cents: number, currency: string) => formatMoney(cents, currency, "en");
  const tabs = [
    ...(canGroup
      ? currencies.map((currency) => ({ slug: `group&currency=${currency}`, name: t("groupIn", { currency }) }))
      : []),
    ...clinics.map((c) => ({ slug: c.slug, name: c.name })),
  ];
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-prose text-stone">
        {clinic ? t("clinicIntro", { clinic: clinic.name }) : t("groupIntro", { currency: listCurrency })}
      </p>
      <nav aria-label={t("scope")} className="mt-4 flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <DynamicLink
            key={tab.slug}
            href={`${pathFor(area, "en", "staff/catalogue")}?clinic=${tab.slug}`}
            aria-current={tab.slug === scope ? "page" : undefined}
            className="rounded-full border border-linen px-4 py-2 text-sm aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
          >
            {tab.name}
          </DynamicLink>
        ))}
      </nav>
      <div className="mt-6 overflow-x-auto rounded-xl border border-linen bg-white">
        <table className="w-full text-start text-sm">
          <TableHead
            columns={[
              t("item"),
              t("price"),
              t("status"),
              <span key="actions" className="sr-only">
                {t("actions")}
              </span>,
            ]}
            className="bg-sand text-start"
            cellClassName="p-3 text-start"
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} className="border-t border-linen" data-testid={`catalogue-row-${row.code}`}>
                <td className="p-3">
                  <span className="font-medium">{row.title}</span>
                  <span className="block text-xs text-stone">
                    {row.code} · {row.category}
                  </span>
                </td>
                <td className="p-3">
                  {row.group.priceCents == null && !row.override
                    ? t("notPriced", { currency: row.currency })
                    : money(row.effective.priceCents, row.currency)}
                  {row.effective.onSale && (
                    <del className="ms-2 text-stone">{money(row.effective.regularPriceCents, row.currency)}</del>
                  )}
                </td>
                <td className="p-3">
                  {[
                    !row.effective.available && t("unavailable"),
                    row.effective.onSale && t("onSale"),
                    row.override && t("ownPrice"),
                  ]
                    .filter(Boolean)
                    .join(" · ") || t("asUsual")}
                </td>
                <td className="p-3 text-end">
                  <DynamicLink
                    className="font-medium text-gold-deep underline"
                    href={`${pathFor(area, "en", `staff/catalogue/${row.code}`)}?clinic=${scope}`}
                    aria-label={t("changeItem", { item: row.title })}
                  >
                    {t("change")}
                  </DynamicLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
