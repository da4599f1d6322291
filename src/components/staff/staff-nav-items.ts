import { hasRole, type StaffActor, type StaffRole } from "@/server/staff/actor";

/**
 * The back office's sections, in menu order. Each screen adds its entry here: the path under
 * /{area}/en/staff/, its label key in messages/en/staff.json (nav.*), and the lowest role that sees it.
 */
export const staffNavItems: {
  key: string;
  path: string;
  role: StaffRole;
  /** Only for clinicians (decision 181). */ clinician?: true;
}[] = [
  { key: "home", path: "staff", role: "reception" },
  { key: "team", path: "staff/team", role: "manager" },
  { key: "audit", path: "staff/audit", role: "manager" },
  { key: "customers", path: "staff/customers", role: "reception" },
  { key: "giftCards", path: "staff/gift-cards", role: "reception" },
  { key: "schedule", path: "staff/schedule", role: "reception" },
  { key: "dayClose", path: "staff/day-close", role: "reception" },
  { key: "health", path: "staff/health", role: "reception", clinician: true },
  { key: "requests", path: "staff/requests", role: "reception" },
  { key: "catalogue", path: "staff/catalogue", role: "manager" },
  { key: "clinics", path: "staff/clinics", role: "manager" },
  { key: "clinicians", path: "staff/clinicians", role: "manager" },
  { key: "photos", path: "staff/photos", role: "manager" },
];

/** The sections this person may open: by role, and "Clinical review" for clinicians only. */
export function staffNavItemsFor(actor: StaffActor) {
  return staffNavItems.filter((item) => hasRole(actor, item.role) && (!item.clinician || actor.clinician));
}
