import type { getTranslations } from "next-intl/server";
import type { FieldSpec } from "@/components/account/action-form";
import { clinicianCategories, clinicianRoles, type ClinicianRole } from "@/server/clinicians/clinician-rules";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";

type StaffT = Awaited<ReturnType<typeof getTranslations<"staff.clinicians">>>;

/** The add and edit forms' fields, with ids of their own (`prefix`) where one page has several such forms. */
export function clinicianFormFields(
  t: StaffT,
  prefix: string,
  values?: {
    name: string;
    role: ClinicianRole;
    registrationBody: string;
    registrationNumber: string;
    categories: ItemCategory[];
  },
): FieldSpec[] {
  return [
    { name: "name", id: `${prefix}-name`, label: t("name"), hint: t("nameHint"), defaultValue: values?.name },
    {
      name: "role",
      id: `${prefix}-role`,
      label: t("role"),
      type: "select",
      placeholder: t("chooseRole"),
      options: clinicianRoles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
      defaultValue: values?.role,
    },
    {
      name: "registrationBody",
      id: `${prefix}-registrationBody`,
      label: t("registrationBody"),
      defaultValue: values?.registrationBody,
      pair: true,
    },
    {
      name: "registrationNumber",
      id: `${prefix}-registrationNumber`,
      label: t("registrationNumber"),
      defaultValue: values?.registrationNumber,
      pair: true,
    },
    {
      name: "categories",
      label: t("categories"),
      type: "checkboxes",
      hint: t("categoriesHint"),
      options: clinicianCategories.map((category) => ({ value: category, label: t(`categoryNames.${category}`) })),
      defaultValue: values?.categories.join(","),
    },
  ];
}
