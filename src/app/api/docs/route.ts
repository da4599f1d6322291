import { env } from "@/config/env";
import { apiContracts } from "../api-operations";
import { apiReferencePage } from "@/server/api/api-reference-page";
import { englishErrorMessage } from "@/server/api/english-errors";
import { openApiDocument } from "@/server/api/openapi-document";

/** The readable API reference, server-rendered from our own host; its CSP allows no script at all. */
export async function GET(): Promise<Response> {
  const html = apiReferencePage(openApiDocument(apiContracts(), await englishErrorMessage(), env().SITE_URL));
  return new Response(html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "cache-control": "public, max-age=300",
    },
  });
}
