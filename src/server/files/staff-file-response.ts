import "server-only";
import { isAppError } from "@/server/errors/app-error";
import { attachmentDisposition } from "./content-disposition";

const PRIVATE = {
  "cache-control": "private, no-store",
  "x-content-type-options": "nosniff",
  "x-robots-tag": "noindex, nofollow",
} as const;

/**
 * A private file for the back office (a CV, a signed consent): always an attachment with its stated type, never
 * cached, never sniffed. Refusals answer by status alone: signed out or without the second factor 401, the wrong
 * role or a customer 403, another clinic's file, an unknown or a malformed id 404.
 */
export async function staffFileResponse(
  load: () => Promise<{ bytes: Uint8Array; contentType: string; filename: string }>,
): Promise<Response> {
  try {
    const file = await load();
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        ...PRIVATE,
        "content-type": file.contentType,
        "content-length": String(file.bytes.byteLength),
        "content-disposition": attachmentDisposition(file.filename),
      },
    });
  } catch (error) {
    const status = !isAppError(error)
      ? error instanceof Error && error.name === "ZodError"
        ? 404
        : null
      : ({ UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 } as Record<string, number>)[error.code];
    if (!status) throw error;
    return new Response(null, { status, headers: PRIVATE });
  }
}
