import { Monogram } from "@/components/content/monogram";
import { Photo } from "@/components/content/photo";
import type { CareTeamMember } from "@/server/clinicians/care-team-view";

/**
 * A clinician's photo with the description the manager gave it, or, without one, their initials in the site's gold
 * ring (hidden from screen readers: the name is written next to it).
 */
export function ClinicianPortrait({
  clinician,
  size,
}: {
  clinician: Pick<CareTeamMember, "photo" | "initials">;
  size: "sm" | "md";
}) {
  const box = size === "md" ? "size-16" : "size-12";
  return clinician.photo ? (
    <div className={`relative ${box} shrink-0 overflow-hidden rounded-full bg-sand`} data-testid="clinician-photo">
      <Photo photo={clinician.photo} sizes={size === "md" ? "64px" : "48px"} />
    </div>
  ) : (
    <Monogram initials={clinician.initials} className={`${box} shrink-0 ${size === "sm" ? "[&>span]:text-lg" : ""}`} />
  );
}
