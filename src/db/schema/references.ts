import { integer, uuid, type ReferenceConfig } from "drizzle-orm/pg-core";
import { clinics } from "./clinics";
import { users } from "./users";

type OnDelete = ReferenceConfig["actions"];

/** The clinic a row belongs to (`clinic_id`, required). */
export const clinicId = (actions?: OnDelete) =>
  integer("clinic_id")
    .notNull()
    .references(() => clinics.id, actions);

/** The account a row belongs to (`user_id`, required). */
export const userId = (actions?: OnDelete) =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, actions);
