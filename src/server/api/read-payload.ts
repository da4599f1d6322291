import "server-only";

/** The fields of an API call: form-encoded or multipart (SPEC 7), or JSON from our own islands. */
export async function readPayload(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await request.json()) as unknown;
      return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    }
    if (type.includes("form")) {
      const form = await request.formData();
      return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name]));
    }
  } catch {
    // A malformed body is treated as an empty one: the schema then names what is missing.
  }
  return {};
}

/** A field that the SPEC sends as a JSON string inside a form (cart_data). */
export function jsonField(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
