import { downloadRequestCv } from "@/server/requests/manage-requests";
import { staffFileResponse } from "@/server/files/staff-file-response";
import { withStaff } from "@/server/staff/current-staff";

export const dynamic = "force-dynamic";

const download = withStaff((actor, id: string) => downloadRequestCv(actor, id), { role: "manager" });

/**
 * A careers applicant's CV (decision 166): managers and admins of the request's clinic, always as an attachment
 * with the stored type, never cached, never sniffed. Signed out or without the second factor: 401; reception
 * and customers: 403; another clinic's request or no CV: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return staffFileResponse(async () => {
    const file = await download(id);
    return { bytes: file.bytes, contentType: file.contentType, filename: file.name };
  });
}
