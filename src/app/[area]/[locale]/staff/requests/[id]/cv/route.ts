import { isAppError } from "@/server/errors/app-error";
import { downloadRequestCv } from "@/server/requests/manage-requests";
import { withStaff } from "@/server/staff/current-staff";
import { attachmentDisposition } from "@/server/files/content-disposition";

export const dynamic = "force-dynamic";

const download = withStaff((actor, id: string) => downloadRequestCv(actor, id), { role: "manager" });

const refusal = (status: number) =>
  new Response(null, { status, headers: { "cache-control": "private, no-store", "x-content-type-options": "nosniff", "x-robots-tag": "noindex, nofollow" } });

/**
 * A careers applicant's CV (decision 166): managers and admins of the request's clinic, always as an attachment
 * with the stored type, never cached, never sniffed. Signed out or without the second factor: 401; reception
 * and customers: 403; another clinic's request or no CV: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const file = await download(id);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.bytes.byteLength),
        "content-disposition": attachmentDisposition(file.name),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex, nofollow",
      },
    });
  } catch (error) {
    if (isAppError(error)) {
      if (error.code === "UNAUTHENTICATED") return refusal(401);
      if (error.code === "FORBIDDEN") return refusal(403);
      if (error.code === "NOT_FOUND") return refusal(404);
    }
    if (error instanceof Error && error.name === "ZodError") return refusal(404);
    throw error;
  }
}
