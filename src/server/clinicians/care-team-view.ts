import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicians, clinics } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import { photosOf, type PhotoView } from "@/server/photos/read-photos";
import { initialsOf, type ClinicianRole } from "./clinician-rules";

/** A clinician as a public page shows them: the page names the role from messages (clinicians.roles.<role>). */
export interface CareTeamMember {
  id: number;
  /** A Latin proper name, as the clinic writes it ("Dr Eleanor Hart"): pages isolate it in right-to-left text. */
  name: string;
  role: ClinicianRole;
  registrationBody: string;
  registrationNumber: string;
  categories: ItemCategory[];
  /** The uploaded photo with its alternative text in the page's language, or null: the page draws `initials`. */
  photo: PhotoView | null;
  initials: string;
}

/** The active clinicians of one clinic (by slug) who match `where`, in the clinic's order. */
export async function activeCareTeam(clinicSlug: string, locale: Locale, where?: SQL): Promise<CareTeamMember[]> {
  const [rows, photos] = await Promise.all([
    getDb()
      .select({
        id: clinicians.id,
        name: clinicians.name,
        role: clinicians.role,
        registrationBody: clinicians.registrationBody,
        registrationNumber: clinicians.registrationNumber,
        categories: clinicians.categories,
      })
      .from(clinicians)
      .innerJoin(clinics, eq(clinics.id, clinicians.clinicId))
      .where(and(eq(clinics.slug, clinicSlug), eq(clinicians.active, true), where))
      .orderBy(asc(clinicians.sortOrder), asc(clinicians.id)),
    photosOf("clinician", locale),
  ]);
  return rows.map((row) => ({
    ...row,
    photo: photos.get(String(row.id)) ?? null,
    initials: initialsOf(row.name),
  }));
}
