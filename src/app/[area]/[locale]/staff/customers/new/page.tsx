import type { Metadata } from "next";
import { ActionForm } from "@/components/account/action-form";
import { countryCodeOptions, titleOptions } from "@/components/account/field-options";
import { localeNames, locales } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";
import { canSeeClinic } from "@/server/staff/actor";
import { createCustomerAction } from "../actions";
import { openStaffPage } from "../../_auth/staff-page";
import { StaffBackLink } from "@/components/staff/back-link";

export const metadata: Metadata = { title: "New customer · Back office" };

/** A customer calling for the first time: an account without a password, then straight to booking. */
export default async function NewPhoneCustomerPage({ params }: { params: RouteParams }) {
  const { area, actor, t } = await openStaffPage(params, "staff/customers/new", "staff.customers.create", "reception");
  const clinics = (await listClinics()).filter((c) => canSeeClinic(actor, c.id));
  return (
    <>
      <StaffBackLink href={pathFor(area, "en", "staff/customers")} plain>
        {t("back")}
      </StaffBackLink>
      <h1 className="mt-2 text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-stone">{t("intro")}</p>
      <div className="mt-6 max-w-3xl rounded-xl border border-linen bg-white p-6">
        <ActionForm
          feedback="beside"
          action={createCustomerAction}
          testId="new-customer-form"
          fields={[
            { name: "area", label: "", type: "hidden", defaultValue: area },
            {
              name: "clinicId",
              label: t("clinic"),
              type: "select",
              options: clinics.map((c) => ({ value: String(c.id), label: c.name })),
              pair: true,
            },
            {
              name: "title",
              label: t("titleField"),
              type: "select",
              placeholder: t("noTitle"),
              options: titleOptions((v) => v),
              pair: true,
            },
            { name: "firstName", label: t("firstName"), autoComplete: "off", pair: true },
            { name: "lastName", label: t("lastName"), autoComplete: "off", pair: true },
            { name: "email", label: t("email"), type: "email", autoComplete: "off", hint: t("emailHint") },
            {
              name: "mobile",
              label: t("mobile"),
              type: "tel",
              prefix: {
                name: "countryCode",
                label: t("countryCode"),
                type: "select",
                options: countryCodeOptions,
                defaultValue: "+44",
              },
            },
            {
              name: "mailLocale",
              label: t("mailLocale"),
              type: "select",
              options: locales.map((l) => ({ value: l, label: localeNames[l] })),
              defaultValue: "en",
            },
          ]}
          submits={[{ label: t("submit") }]}
        />
      </div>
    </>
  );
}
