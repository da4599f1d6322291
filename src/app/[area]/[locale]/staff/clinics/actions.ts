"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import {
  addChair,
  addClosure,
  removeClosure,
  setChairActive,
  setClinicHours,
  setOutOfHours,
} from "@/server/clinics/manage-clinic";
import { fieldsOf } from "../_forms/fields-of";
import { formFields, staffAction } from "@/server/forms/action";
import type { FormState } from "@/shared/forms/form-state";

const manager = staffAction({ role: "manager" });

/**
 * Availability is read per request (the booking calendar calls the API), so closures and chairs need no
 * revalidation but the clinic's own screen; the out-of-hours offer and the hours are also printed on static
 * clinic pages, which are revalidated.
 */
function saved(message: string, refreshSite = false): FormState {
  refreshPages(refreshSite ? "/" : "/[area]/[locale]/staff/clinics/[slug]", refreshSite ? "layout" : "page");
  return { status: "success", message };
}

export const addChairAction = manager(formFields, async (input, ctx) => {
  await addChair(ctx.actor, { clinicId: input.clinicId ?? "", label: input.label ?? "" });
  return saved("Chair added. The site offers it from now on.");
});

export const setChairActiveAction = manager(formFields, async (input, ctx) => {
  await setChairActive(ctx.actor, { chairId: input.chairId ?? "", active: input.active });
  return saved(input.active === "on" ? "Chair back in use." : "Chair deactivated. Bookings already on it stay.");
});

export const setOutOfHoursAction = manager(formFields, async (input, ctx) => {
  await setOutOfHours(ctx.actor, { clinicId: input.clinicId ?? "", outOfHours: input.outOfHours });
  return saved("Saved.", true);
});

export const setClinicHoursAction = manager(formFields, async (input, ctx) => {
  await setClinicHours(ctx.actor, input);
  return saved("Hours saved. The site offers these times from now on; bookings already made stay.", true);
});

export const addClosureAction = manager(formFields, async (input, ctx) => {
  await addClosure(ctx.actor, fieldsOf(input, "clinicId", "chairId", "startsOn", "endsOn", "reason"));
  return saved("Closure saved. The site no longer offers those times.");
});

export const removeClosureAction = manager(formFields, async (input, ctx) => {
  await removeClosure(ctx.actor, { closureId: input.closureId ?? "" });
  return saved("Closure removed. The site offers those times again.");
});
