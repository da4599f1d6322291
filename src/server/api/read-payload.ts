import "server-only";
import { readBodyAtMost } from "@/server/http/read-body-at-most";
import { AppError } from "@/server/errors/app-error";
import { foldIndexedFields } from "@/server/input/payload-fields";

/**
 * The largest body an API call may send (decision 082). The original site's payloads are a few kilobytes (a basket
 * of 50 lines is under 5 KB); anything bigger is refused with 413 before it is parsed or held in memory.
 */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Read the body, at most `limit` bytes: a declared or streamed size over it is PAYLOAD_TOO_LARGE. */
async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new AppError("PAYLOAD_TOO_LARGE");
  const bytes = await readBodyAtMost(request, limit);
  if (!bytes) throw new AppError("PAYLOAD_TOO_LARGE");
  return bytes;
}

/** The fields of an API call: form-encoded or multipart (docs/product/api.md), or JSON from our own islands. */
export async function readPayload(
  request: Request,
  { limitBytes = API_BODY_LIMIT_BYTES } = {},
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readBodyBytes(request, limitBytes);
  try {
    if (type.includes("application/json")) {
      const body = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    if (type.includes("form")) {
      const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
      // Indexed fields (lines[0][code]) become nested values, as docs/product/api.md clients send them.
      return foldIndexedFields(
        [...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name] as [string, string]),
      );
    }
  } catch {
    // A malformed body is treated as an empty one: the schema then names what is missing.
  }
  return {};
}
