import "server-only";
import { staffFileResponse } from "@/server/files/staff-file-response";
import type { StaffActor, StaffRole } from "@/server/staff/actor";
import { withStaff } from "@/server/staff/current-staff";

type StaffFile = Awaited<ReturnType<Parameters<typeof staffFileResponse>[0]>>;

/**
 * The GET of a back-office file route under `[id]` (a signed consent, a CV): a member of staff of at least `role` has
 * `download` find the id's file, `toFile` says what is sent, and staffFileResponse answers (always an attachment,
 * never cached; a refusal by its status alone).
 */
export function staffFileGet<T>(
  download: (actor: StaffActor, id: string) => Promise<T>,
  role: StaffRole,
  toFile: (found: T) => StaffFile,
) {
  const guarded = withStaff(download, { role });
  return async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    return staffFileResponse(async () => toFile(await guarded(id)));
  };
}
