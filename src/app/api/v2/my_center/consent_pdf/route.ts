import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { downloadOwnConsentPdf } from "@/server/consents/download-consent-pdf";
import { attachmentDisposition } from "@/server/files/content-disposition";

/** "Download PDF" of a signed treatment consent (decision 184): only the customer's own; anyone else's is NOT_FOUND. */
export const GET = withCustomer(
  {
    path: "/api/v2/my_center/consent_pdf",
    methods: ["GET"],
    tag: "Bookings",
    summary: "A signed treatment consent as a PDF",
    description:
      "On success the answer is the file itself (application/pdf, an attachment), not the envelope; failures answer the envelope.",
    // Any id that is not one of the customer's consents, malformed ones included, answers NOT_FOUND alike.
    input: z.object({
      id: z
        .string()
        .max(100)
        .catch("")
        .meta({ description: "The consent's id (from the consent page or its status).", format: "uuid" }),
    }),
    output: z.string(),
    errors: ["NOT_FOUND", "RATE_LIMITED"],
    raw: { contentType: "application/pdf" },
    example: { id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a" },
  },
  async ({ id }, { customer }) => {
    const pdf = await downloadOwnConsentPdf(customer.user, id);
    return new Response(new Uint8Array(pdf.bytes), {
      headers: {
        "content-type": "application/pdf",
        "content-length": String(pdf.bytes.byteLength),
        "content-disposition": attachmentDisposition(pdf.filename),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "x-robots-tag": "noindex, nofollow",
      },
    });
  },
);
