import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { clinics } from "./clinics";
import { users } from "./users";
import { updatedAt } from "./columns";

/**
 * What a photograph shows (issue 10, decision 160): a treatment (catalogue code), a clinic (slug), a team member
 * (key) or a clinician of a clinic's care team (their id, decision 228).
 */
export const photoSubject = pgEnum("photo_subject", ["treatment", "clinic", "team", "clinician"]);

/**
 * The one current photograph of a treatment, clinic or team member. The bytes live in the file store under
 * `file_id`; the site names them by `digest` (SHA-256 of the bytes), so a URL never changes meaning and can be
 * cached for ever. `alt` holds the short alternative text per locale ({ en: required, other locales optional }).
 * `clinic_id` is the clinic the photo belongs to (clinic and team photos), null for treatments (group-wide).
 */
export const photos = pgTable(
  "photos",
  {
    subject: photoSubject("subject").notNull(),
    key: text("subject_key").notNull(),
    clinicId: integer("clinic_id").references(() => clinics.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").notNull(),
    digest: text("digest").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    alt: jsonb("alt").$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.subject, t.key] }), index("photos_digest").on(t.digest)],
);
