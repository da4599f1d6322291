"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { addClinician } from "@/server/clinicians/add-clinician";
import { changeClinician } from "@/server/clinicians/change-clinician";
import { categoriesFromForm } from "@/server/clinicians/clinician-rules";
import { moveClinician } from "@/server/clinicians/move-clinician";
import { setClinicianActive } from "@/server/clinicians/set-clinician-active";
import { formFields, staffAction } from "@/server/forms/action";
import type { FormState } from "@/shared/forms/form-state";

const manager = staffAction({ role: "manager" });

/**
 * A clinic's care team is printed on its static page and on the treatment pages of its area (every kind of
 * treatment): after a change every page is revalidated, as for a price (decisions 143 and 228).
 */
function saved(message: string): FormState {
  refreshPages("/", "layout");
  return { status: "success", message };
}

/** The form's fields as the use case reads them: one checkbox per category becomes the list of categories. */
const clinicianFields = (input: Record<string, string>) => ({
  name: input.name ?? "",
  role: input.role ?? "",
  registrationBody: input.registrationBody ?? "",
  registrationNumber: input.registrationNumber ?? "",
  categories: categoriesFromForm(input),
});

export const addClinicianAction = manager(formFields, async (input, ctx) => {
  await addClinician(ctx.actor, { ...clinicianFields(input), clinicId: input.clinicId ?? "" });
  return saved("Added. The clinic's page shows them now.");
});

export const changeClinicianAction = manager(formFields, async (input, ctx) => {
  await changeClinician(ctx.actor, { ...clinicianFields(input), clinicianId: input.clinicianId ?? "" });
  return saved("Saved. The site shows the change now.");
});

export const setClinicianActiveAction = manager(formFields, async (input, ctx) => {
  await setClinicianActive(ctx.actor, { clinicianId: input.clinicianId ?? "", active: input.active });
  return saved(input.active === "on" ? "Shown again on the site." : "Deactivated. The site no longer shows them.");
});

export const moveClinicianAction = manager(formFields, async (input, ctx) => {
  await moveClinician(ctx.actor, {
    clinicianId: input.clinicianId ?? "",
    direction: input.intent === "down" ? "down" : "up",
  });
  return saved("Order saved. The site lists them in this order now.");
});
