import { downloadConsentPdfForStaff } from "@/server/consents/download-consent-pdf";
import { staffFileGet } from "../../../_files/staff-file-route";

export const dynamic = "force-dynamic";

/**
 * A customer's signed treatment consent for the back office (decision 184): any member of staff of the visit's
 * clinic, audited before the file is made; always an attachment, never cached. Signed out or without the second
 * factor: 401; a customer: 403; another clinic's consent or an unknown id: 404.
 */
export const GET = staffFileGet(downloadConsentPdfForStaff, "reception", (pdf) => ({
  bytes: new Uint8Array(pdf.bytes),
  contentType: "application/pdf",
  filename: pdf.filename,
}));
