import { boolean, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { itemCategory } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { clinicId } from "./references";

/** What a clinician is, as the site names it in every language (issue 40, row 15; decision 228). A closed list. */
export const clinicianRole = pgEnum("clinician_role", [
  "doctor",
  "nurse_prescriber",
  "registered_nurse",
  "aesthetic_practitioner",
  "phlebotomist",
]);

/**
 * The people who treat guests at a clinic, as its managers list them for the public pages ("Your care team", "Who
 * treats you"). Not a staff account: a clinician needs no sign-in, and a receptionist is not a clinician. The
 * registration (body and number, e.g. GMC 7012345) is what a guest can check with the body that issued it; a clinic
 * lists a registration once. `categories` are the catalogue's treatment categories they give. Never deleted (the
 * audit log names them): a manager deactivates. The photo, when one is uploaded, is a `photos` row (subject
 * "clinician", key = id).
 */
export const clinicians = pgTable(
  "clinicians",
  {
    id: serial("id").primaryKey(),
    clinicId: clinicId({ onDelete: "cascade" }),
    name: text("name").notNull(),
    role: clinicianRole("role").notNull(),
    registrationBody: text("registration_body").notNull(),
    registrationNumber: text("registration_number").notNull(),
    categories: itemCategory("categories").array().notNull().default([]),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("clinicians_clinic_registration").on(t.clinicId, t.registrationBody, t.registrationNumber),
    index("clinicians_clinic_order").on(t.clinicId, t.sortOrder),
  ],
);
