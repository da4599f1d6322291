import "server-only";

/** The SPEC's calls are form-encoded; our own islands send JSON. Either way: a plain object. */
export async function readPayload(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = (await request.json().catch(() => ({}))) as unknown;
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  }
  if (type.includes("form")) {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name]));
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
