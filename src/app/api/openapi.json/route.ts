import { env } from "@/config/env";
import { apiContracts } from "../api-operations";
import { englishErrorMessage } from "@/server/api/english-errors";
import { openApiDocument } from "@/server/api/openapi-document";

/** The OpenAPI 3.1 document of the HTTP API, generated from the routes' own zod schemas (decision 153). */
export async function GET(): Promise<Response> {
  return Response.json(openApiDocument(apiContracts(), await englishErrorMessage(), env().SITE_URL), {
    headers: { "cache-control": "public, max-age=300" },
  });
}
