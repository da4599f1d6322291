import "server-only";

/** The fields of an API call: form-encoded or multipart (SPEC 7), or JSON for newer clients. */
export async function readPayload(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await request.json()) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, String(v ?? "")]));
    }
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string") as [string, string][]);
  } catch {
    return {};
  }
}

/** The caller's address for per-IP limits. */
export function requestIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}
