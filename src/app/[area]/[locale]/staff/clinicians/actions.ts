"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import type { FormState } from "@/shared/forms/form-state";
import { addClinician } from "@/server/clinicians/add-clinician";
import { changeClinician } from "@/server/clinicians/change-clinician";
import { categoriesFromForm } from "@/server/clinicians/clinician-rules";
import { moveClinician } from "@/server/clinicians/move-clinician";
import { setClinicianActive } from "@/server/clinicians/set-clinician-active";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import type { StaffActor } from "@/server/staff/actor";
import { withStaff } from "@/server/staff/current-staff";

/**
 * A clinic's care team is printed on its static page and on the treatment pages of its area (every kind of
 * treatment): after a change every page is revalidated, as for a price (decisions 143 and 228).
 */
function managerForm(run: (actor: StaffActor, c: ActionContext) => Promise<string>) {
  const handler = withStaff(
    async (actor, c: ActionContext): Promise<FormState> => {
      const message = await run(actor, c);
      refreshPages("/", "layout");
      return { status: "success", message };
    },
    { role: "manager" },
  );
  return (data: FormData) => runFormAction(data, (c) => handler(c), { fieldMessages: "staff" });
}

/** The form's fields as the use case reads them: one checkbox per category becomes the list of categories. */
const clinicianFields = (input: Record<string, string>) => ({
  name: input.name ?? "",
  role: input.role ?? "",
  registrationBody: input.registrationBody ?? "",
  registrationNumber: input.registrationNumber ?? "",
  categories: categoriesFromForm(input),
});

const addForm = managerForm(async (actor, c) => {
  await addClinician(actor, { ...clinicianFields(c.input), clinicId: c.input.clinicId ?? "" });
  return "Added. The clinic's page shows them now.";
});
const changeForm = managerForm(async (actor, c) => {
  await changeClinician(actor, { ...clinicianFields(c.input), clinicianId: c.input.clinicianId ?? "" });
  return "Saved. The site shows the change now.";
});
const activeForm = managerForm(async (actor, c) => {
  await setClinicianActive(actor, { clinicianId: c.input.clinicianId ?? "", active: c.input.active });
  return c.input.active === "on" ? "Shown again on the site." : "Deactivated. The site no longer shows them.";
});
const moveForm = managerForm(async (actor, c) => {
  await moveClinician(actor, {
    clinicianId: c.input.clinicianId ?? "",
    direction: c.input.intent === "down" ? "down" : "up",
  });
  return "Order saved. The site lists them in this order now.";
});

export async function addClinicianAction(_: FormState, data: FormData) {
  return addForm(data);
}
export async function changeClinicianAction(_: FormState, data: FormData) {
  return changeForm(data);
}
export async function setClinicianActiveAction(_: FormState, data: FormData) {
  return activeForm(data);
}
export async function moveClinicianAction(_: FormState, data: FormData) {
  return moveForm(data);
}
