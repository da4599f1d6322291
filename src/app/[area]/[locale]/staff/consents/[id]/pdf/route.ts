import { downloadConsentPdfForStaff } from "@/server/consents/download-consent-pdf";
import { isAppError } from "@/server/errors/app-error";
import { attachmentDisposition } from "@/server/files/content-disposition";
import { withStaff } from "@/server/staff/current-staff";

export const dynamic = "force-dynamic";

const download = withStaff((actor, id: string) => downloadConsentPdfForStaff(actor, id), { role: "reception" });

const refusal = (status: number) =>
  new Response(null, { status, headers: { "cache-control": "private, no-store", "x-content-type-options": "nosniff", "x-robots-tag": "noindex, nofollow" } });

/**
 * A customer's signed treatment consent for the back office (decision 184): any member of staff of the visit's
 * clinic, audited before the file is made; always an attachment, never cached. Signed out or without the second
 * factor: 401; a customer: 403; another clinic's consent or an unknown id: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const pdf = await download(id);
    return new Response(new Uint8Array(pdf.bytes), {
      status: 200,
      headers: {
        "content-type": "application/pdf",
        "content-length": String(pdf.bytes.byteLength),
        "content-disposition": attachmentDisposition(pdf.filename),
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
    throw error;
  }
}
