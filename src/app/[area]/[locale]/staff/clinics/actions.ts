"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import type { FormState } from "@/shared/forms/form-state";
import {
  addChair,
  addClosure,
  removeClosure,
  setChairActive,
  setClinicHours,
  setOutOfHours,
} from "@/server/clinics/manage-clinic";
import { runFormAction, type ActionContext } from "@/server/forms/run-form-action";
import type { StaffActor } from "@/server/staff/actor";
import { withStaff } from "@/server/staff/current-staff";

/**
 * Availability is read per request (the booking calendar calls the API), so closures and chairs need no
 * revalidation; the out-of-hours offer is also printed on static clinic pages, which are revalidated.
 */
function managerForm(run: (actor: StaffActor, c: ActionContext) => Promise<string>, refreshSite = false) {
  const handler = withStaff(
    async (actor, c: ActionContext): Promise<FormState> => {
      const message = await run(actor, c);
      refreshPages(refreshSite ? "/" : "/[area]/[locale]/staff/clinics/[slug]", refreshSite ? "layout" : "page");
      return { status: "success", message };
    },
    { role: "manager" },
  );
  return (data: FormData) => runFormAction(data, (c) => handler(c), { fieldMessages: "staff" });
}

const addChairForm = managerForm(async (actor, c) => {
  await addChair(actor, { clinicId: c.input.clinicId ?? "", label: c.input.label ?? "" });
  return "Chair added. The site offers it from now on.";
});
const chairActiveForm = managerForm(async (actor, c) => {
  await setChairActive(actor, { chairId: c.input.chairId ?? "", active: c.input.active });
  return c.input.active === "on" ? "Chair back in use." : "Chair deactivated. Bookings already on it stay.";
});
const outOfHoursForm = managerForm(async (actor, c) => {
  await setOutOfHours(actor, { clinicId: c.input.clinicId ?? "", outOfHours: c.input.outOfHours });
  return "Saved.";
}, true);
const hoursForm = managerForm(async (actor, c) => {
  await setClinicHours(actor, c.input);
  return "Hours saved. The site offers these times from now on; bookings already made stay.";
}, true);
const addClosureForm = managerForm(async (actor, c) => {
  await addClosure(actor, {
    clinicId: c.input.clinicId ?? "",
    chairId: c.input.chairId ?? "",
    startsOn: c.input.startsOn ?? "",
    endsOn: c.input.endsOn ?? "",
    reason: c.input.reason ?? "",
  });
  return "Closure saved. The site no longer offers those times.";
});
const removeClosureForm = managerForm(async (actor, c) => {
  await removeClosure(actor, { closureId: c.input.closureId ?? "" });
  return "Closure removed. The site offers those times again.";
});

export async function addChairAction(_: FormState, data: FormData) {
  return addChairForm(data);
}
export async function setChairActiveAction(_: FormState, data: FormData) {
  return chairActiveForm(data);
}
export async function setOutOfHoursAction(_: FormState, data: FormData) {
  return outOfHoursForm(data);
}
export async function setClinicHoursAction(_: FormState, data: FormData) {
  return hoursForm(data);
}
export async function addClosureAction(_: FormState, data: FormData) {
  return addClosureForm(data);
}
export async function removeClosureAction(_: FormState, data: FormData) {
  return removeClosureForm(data);
}
