import { downloadConsentPdfForStaff } from "@/server/consents/download-consent-pdf";
import { staffFileResponse } from "@/server/files/staff-file-response";
import { withStaff } from "@/server/staff/current-staff";

export const dynamic = "force-dynamic";

const download = withStaff((actor, id: string) => downloadConsentPdfForStaff(actor, id), { role: "reception" });

/**
 * A customer's signed treatment consent for the back office (decision 184): any member of staff of the visit's
 * clinic, audited before the file is made; always an attachment, never cached. Signed out or without the second
 * factor: 401; a customer: 403; another clinic's consent or an unknown id: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return staffFileResponse(async () => {
    const pdf = await download(id);
    return { bytes: new Uint8Array(pdf.bytes), contentType: "application/pdf", filename: pdf.filename };
  });
}
