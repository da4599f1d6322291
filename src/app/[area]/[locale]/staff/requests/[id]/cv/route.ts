import { downloadRequestCv } from "@/server/requests/manage-requests";
import { staffFileGet } from "../../../_files/staff-file-route";

export const dynamic = "force-dynamic";

/**
 * A careers applicant's CV (decision 166): managers and admins of the request's clinic, always as an attachment
 * with the stored type, never cached, never sniffed. Signed out or without the second factor: 401; reception
 * and customers: 403; another clinic's request or no CV: 404.
 */
export const GET = staffFileGet(downloadRequestCv, "manager", (file) => ({
  bytes: file.bytes,
  contentType: file.contentType,
  filename: file.name,
}));
