import type { PhotoSubject } from "./photo-rules";

/**
 * The static pages (ISR) that print a subject's photo, as revalidatePath arguments (decision 160). Treatments
 * show on their own page and on every list card (item lists, themes, the booking catalogue), so the whole
 * site is revalidated, as for a price (decision 143); clinics on the locations pages; the team on its page; a
 * clinician on their clinic's page and on the treatment pages of their categories, so the whole site too (decision 228).
 */
export function pagesShowing(subject: PhotoSubject): [path: string, type: "page" | "layout"][] {
  switch (subject) {
    case "treatment":
      return [["/", "layout"]];
    case "clinic":
      return [
        ["/[area]/[locale]/(site)/locations", "page"],
        ["/[area]/[locale]/(site)/locations/[clinic]", "page"],
      ];
    case "team":
      return [["/[area]/[locale]/(site)/about/team", "page"]];
    case "clinician":
      return [["/", "layout"]];
  }
}
