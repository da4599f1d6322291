import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { DetailPhotoLink } from "@/components/staff/photo-link";
import { currencies, DEFAULT_CURRENCY } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, routeSegment, type RouteParams } from "@/i18n/route-params";
import { listCatalogueForStaff } from "@/server/catalogue/list-catalogue-for-staff";
import { clinicDayOf } from "@/shared/clinic-time";
import { headquartersZone } from "@/server/catalogue/change-catalogue-item";
import { listClinicsForStaff } from "@/server/clinics/manage-clinic";
import { hasRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";
import { listOptionPricesForStaff } from "@/server/catalogue/change-option-price";
import { changeCatalogueItemAction, changeClinicOptionPriceAction, clearClinicPriceAction } from "../actions";
import { queryValue } from "@/server/input/query-value";
import { hiddenFields } from "@/components/account/field-specs";
import { StaffBackLink } from "@/components/staff/back-link";
import { TitledSection } from "@/components/ui/titled-section";

export const metadata: Metadata = { title: "Change a price · Back office" };

const dollars = (cents: number | null) => (cents == null ? "" : (cents / 100).toFixed(2).replace(/\.00$/, ""));

/** One item's price, sale price and availability, for one clinic or the group. */
export default async function StaffCatalogueItemPage({
  params,
  searchParams,
}: {
  params: Promise<Awaited<RouteParams> & { code: string }>;
  searchParams: Promise<{ clinic?: string | string[]; currency?: string | string[]; cleared?: string | string[] }>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const code = routeSegment((await params).code);
  const actor = await requireStaffPage({ area, locale, path: `staff/catalogue/${code}`, role: "manager" });
  const t = await getTranslations({ locale: "en", namespace: "staff.catalogue" });
  const search = await searchParams;
  const query = queryValue(search.clinic);
  const cleared = queryValue(search.cleared) || undefined;
  const clinic = (await listClinicsForStaff(actor)).find((c) => c.slug === query) ?? null;
  if (!clinic && !(query === "group" && hasRole(actor, "admin"))) notFound();
  // The group's list in one currency (decision 273); a clinic's prices are in its own.
  const listCurrency = currencies.find((c) => c === queryValue(search.currency)) ?? DEFAULT_CURRENCY;
  const row = (await listCatalogueForStaff(actor, clinic?.id ?? null, new Date(), listCurrency)).find(
    (r) => r.code === code,
  );
  if (!row) notFound();
  const scope = clinic?.slug ?? `group&currency=${listCurrency}`;
  // Another currency's group list has a price only: the group's sale and availability are the item's own list's.
  const priceOnly = !clinic && row.currency !== row.itemCurrency;
  const back = `${pathFor(area, "en", "staff/catalogue")}?clinic=${scope}`;
  const money = (cents: number) => formatMoney(cents, row.currency, "en");
  // The stored sale (this clinic's own, else the group's), scheduled or running, with its days in the sale's zone (decision 168).
  const sale = row.override?.salePriceCents != null ? row.override : row.group;
  const zone = clinic?.timeZone ?? (await headquartersZone());
  const saleFrom = sale.saleStartsAt ? clinicDayOf(sale.saleStartsAt, zone) : "";
  const optionPrices = clinic && row.hasOptions ? await listOptionPricesForStaff(actor, row.code, clinic.id) : [];
  const saleUntil = sale.saleEndsAt ? clinicDayOf(new Date(sale.saleEndsAt.getTime() - 1), zone) : "";
  const saleAndAvailability = [
    {
      name: "salePrice",
      label: t("salePriceLabel", { currency: row.currency }),
      inputMode: "numeric",
      defaultValue:
        sale.salePriceCents != null && sale.salePriceCents < row.effective.regularPriceCents
          ? dollars(sale.salePriceCents)
          : "",
      hint: t("salePriceHint"),
      pair: true,
    },
    { name: "saleFrom", label: t("saleFromLabel", { zone }), type: "date", defaultValue: saleFrom, pair: true },
    {
      name: "saleUntil",
      label: t("saleUntilLabel", { zone }),
      type: "date",
      defaultValue: saleUntil,
      hint: t("saleDatesHint"),
      pair: true,
    },
    {
      name: "available",
      label: t("availableLabel"),
      type: "checkbox",
      defaultValue: row.effective.available ? "on" : "",
    },
  ] as const;
  return (
    <>
      <StaffBackLink href={back}>{t("back")}</StaffBackLink>
      <h1 className="mt-2 text-3xl">{row.title}</h1>
      <DetailPhotoLink area={area} subject="treatment" photoKey={row.code} />
      <p className="mt-2 text-stone">
        {clinic ? t("editAt", { clinic: clinic.name }) : t("editGroup", { currency: row.currency })}
      </p>
      {priceOnly && <p className="mt-1 text-sm text-stone">{t("priceOnlyNote", { currency: row.itemCurrency })}</p>}
      {clinic && (
        <p className="mt-1 text-sm text-stone">
          {t("groupValues", {
            price: row.group.priceCents == null ? t("none") : money(row.group.priceCents),
            sale: row.group.salePriceCents == null ? t("none") : money(row.group.salePriceCents),
          })}
        </p>
      )}
      {cleared === "1" && !row.override && (
        <p role="status" className="mt-3 rounded-lg bg-sand p-3 text-sm">
          {t("cleared")}
        </p>
      )}
      {row.hasOptions && (
        <p className="mt-3 rounded-lg bg-sand p-3 text-sm">{clinic ? t("optionsNoteClinic") : t("optionsNoteGroup")}</p>
      )}
      <div className="mt-6 max-w-xl rounded-xl border border-linen bg-white p-5">
        <ActionForm
          feedback="beside"
          action={changeCatalogueItemAction}
          testId="catalogue-price-form"
          fields={[
            ...hiddenFields({
              code: row.code,
              clinicId: clinic ? String(clinic.id) : "",
              currency: clinic ? "" : row.currency,
              locale: "en",
            }),
            {
              name: "price",
              label: t("priceLabel", { currency: row.currency }),
              inputMode: "numeric",
              defaultValue: priceOnly ? dollars(row.group.priceCents) : dollars(row.effective.regularPriceCents),
              pair: !priceOnly,
            },
            ...(priceOnly ? [] : saleAndAvailability),
          ]}
          submits={[{ label: t("save") }]}
        />
      </div>
      {clinic && optionPrices.length > 0 && (
        <TitledSection
          id="option-prices"
          title={t("optionsTitle", { clinic: clinic.name })}
          className="mt-8 max-w-xl"
          headingClassName="text-xl"
        >
          <ul className="mt-3 space-y-4">
            {optionPrices.map((option) => (
              <li key={option.code} className="rounded-xl border border-linen bg-white p-5">
                <ActionForm
                  feedback="beside"
                  action={changeClinicOptionPriceAction}
                  testId={`catalogue-option-form-${option.code}`}
                  fields={[
                    ...hiddenFields({
                      code: row.code,
                      optionCode: option.code,
                      clinicId: String(clinic.id),
                      locale: "en",
                    }),
                    {
                      name: "price",
                      id: `f-option-${option.code}`,
                      label: t("optionPriceLabel", { option: option.name, currency: row.currency }),
                      inputMode: "numeric",
                      defaultValue: dollars(option.clinicPriceCents),
                      hint: t("optionPriceHint", {
                        price: option.groupPriceCents == null ? t("none") : money(option.groupPriceCents),
                      }),
                    },
                  ]}
                  submits={[{ label: t("saveOption") }]}
                />
              </li>
            ))}
          </ul>
        </TitledSection>
      )}
      {clinic && row.override && (
        <div className="mt-6 max-w-xl">
          <ActionForm
            feedback="beside"
            action={clearClinicPriceAction}
            testId="catalogue-clear-form"
            fields={[...hiddenFields({ code: row.code, clinicId: String(clinic.id), clinic: clinic.slug, area })]}
            submits={[{ label: t("useGroup"), variant: "secondary" }]}
          />
        </div>
      )}
    </>
  );
}
