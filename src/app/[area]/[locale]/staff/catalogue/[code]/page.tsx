import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { StaffShell } from "@/components/staff/staff-shell";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listCatalogueForStaff } from "@/server/catalogue/list-catalogue-for-staff";
import { listClinicsForStaff } from "@/server/clinics/manage-clinic";
import { hasRole } from "@/server/staff/actor";
import { requireStaffPage } from "@/server/staff/current-staff";
import { changeCatalogueItemAction, clearClinicPriceAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Change a price · Back office", robots: { index: false, follow: false } };

const dollars = (cents: number | null) => (cents == null ? "" : (cents / 100).toFixed(2).replace(/\.00$/, ""));

/** One item's price, sale price and availability, for one clinic or the group. */
export default async function StaffCatalogueItemPage({ params, searchParams }: { params: Promise<Awaited<RouteParams> & { code: string }>; searchParams: Promise<{ clinic?: string; cleared?: string }> }) {
  const { area, locale } = await resolvePageContext(params);
  const code = decodeURIComponent((await params).code);
  const actor = await requireStaffPage({ area, locale, path: `staff/catalogue/${code}`, role: "manager" });
  const t = await getTranslations({ locale: "en", namespace: "staff.catalogue" });
  const { clinic: query = "", cleared } = await searchParams;
  const clinic = (await listClinicsForStaff(actor)).find((c) => c.slug === query) ?? null;
  if (!clinic && !(query === "group" && hasRole(actor, "admin"))) notFound();
  const row = (await listCatalogueForStaff(actor, clinic?.id ?? null)).find((r) => r.code === code);
  if (!row) notFound();
  const scope = clinic?.slug ?? "group";
  const back = `${pathFor(area, "en", "staff/catalogue")}?clinic=${scope}`;
  const money = (cents: number) => formatMoney(cents, row.currency, "en");
  return (
    <StaffShell area={area} actor={actor} current="catalogue">
      <p>
        <Link href={back} className="text-sm text-gold-deep underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl">{row.title}</h1>
      <p className="mt-2 text-stone">{clinic ? t("editAt", { clinic: clinic.name }) : t("editGroup")}</p>
      {clinic && (
        <p className="mt-1 text-sm text-stone">
          {t("groupValues", { price: money(row.group.priceCents), sale: row.group.salePriceCents == null ? t("none") : money(row.group.salePriceCents) })}
        </p>
      )}
      {cleared === "1" && !row.override && (
        <p role="status" className="mt-3 rounded-lg bg-sand p-3 text-sm">
          {t("cleared")}
        </p>
      )}
      {row.hasOptions && <p className="mt-3 rounded-lg bg-sand p-3 text-sm">{t("optionsNote")}</p>}
      <div className="mt-6 max-w-xl rounded-xl border border-linen bg-white p-5">
        <ActionForm
          action={changeCatalogueItemAction}
          testId="catalogue-price-form"
          fields={[
            { name: "code", label: "", type: "hidden", defaultValue: row.code },
            { name: "clinicId", label: "", type: "hidden", defaultValue: clinic ? String(clinic.id) : "" },
            { name: "locale", label: "", type: "hidden", defaultValue: "en" },
            { name: "price", label: t("priceLabel", { currency: row.currency }), inputMode: "numeric", defaultValue: dollars(row.effective.regularPriceCents), pair: true },
            { name: "salePrice", label: t("salePriceLabel", { currency: row.currency }), inputMode: "numeric", defaultValue: row.effective.onSale ? dollars(row.effective.priceCents) : "", hint: t("salePriceHint"), pair: true },
            { name: "available", label: t("availableLabel"), type: "checkbox", defaultValue: row.effective.available ? "on" : "" },
          ]}
          submits={[{ label: t("save") }]}
        />
      </div>
      {clinic && row.override && (
        <div className="mt-6 max-w-xl">
          <ActionForm
            action={clearClinicPriceAction}
            testId="catalogue-clear-form"
            fields={[
              { name: "code", label: "", type: "hidden", defaultValue: row.code },
              { name: "clinicId", label: "", type: "hidden", defaultValue: String(clinic.id) },
              { name: "clinic", label: "", type: "hidden", defaultValue: clinic.slug },
              { name: "area", label: "", type: "hidden", defaultValue: area },
            ]}
            submits={[{ label: t("useGroup"), variant: "secondary" }]}
          />
        </div>
      )}
    </StaffShell>
  );
}
