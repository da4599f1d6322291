/**
 * Server actions are decoded by Next before our code runs, and Next 16.4 answers two kinds of bad
 * action request with a 500 (decision 083): a body over `serverActions.bodySizeLimit` (it throws a
 * 413 ApiError, then answers 500; see the TODO in next/dist/server/app-render/action-handler.js),
 * and a malformed action field (React's decodeAction/decodeReply throw on JSON that does not parse).
 * The proxy screens page POSTs first and answers those with 413 or 400 and a localized message.
 *
 * No server-only guard: src/proxy.ts imports it.
 */
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";

/** Next's serverActions.bodySizeLimit, set in next.config.ts to this same value. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

type Verdict = { status: 413; key: "payloadTooLarge" } | { status: 400; key: "formUnreadable" } | null;

async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: a cancelled branch of a teed (cloned) body settles only when the other branch ends too.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function parsesAsJson(value: FormDataEntryValue): boolean {
  if (typeof value !== "string") return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The fields React decodes as JSON: a no-JavaScript form's `$ACTION_<n>:<k>` (the bound action and the
 * previous state of useActionState), and a fetch action's numbered parts ("0", "1", ...).
 */
export function actionFieldsWellFormed(form: FormData, fetchAction: boolean): boolean {
  for (const [key, value] of form.entries()) {
    if (fetchAction ? /^\d+$/.test(key) : /^\$ACTION_\d+:\d+$/.test(key)) {
      if (!parsesAsJson(value)) return false;
    }
    if (!fetchAction && /^\$ACTION_\d+:0$/.test(key)) {
      // The bound action's metadata: { id, bound } with bound a reference "$@<n>" or null.
      const meta = JSON.parse(String(value)) as unknown;
      if (typeof meta !== "object" || meta === null) return false;
      const { id, bound } = meta as { id?: unknown; bound?: unknown };
      if (typeof id !== "string" || !(bound === null || (typeof bound === "string" && /^\$@\d+$/.test(bound)))) return false;
    }
  }
  return true;
}

/** What to answer instead of letting Next decode the action, or null to let it through. */
export async function judgeActionPost(request: Request): Promise<Verdict> {
  if (request.method !== "POST") return null;
  const type = request.headers.get("content-type") ?? "";
  const fetchAction = request.headers.has("next-action");
  const multipart = type.includes("multipart/form-data");
  if (!fetchAction && !multipart) return null;
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > ACTION_BODY_LIMIT_BYTES) return { status: 413, key: "payloadTooLarge" };
  const bytes = await readAtMost(request.clone(), ACTION_BODY_LIMIT_BYTES);
  if (!bytes) return { status: 413, key: "payloadTooLarge" };
  if (!multipart) {
    // A fetch action whose arguments were simple enough to travel as one JSON text.
    try {
      JSON.parse(new TextDecoder().decode(bytes));
      return null;
    } catch {
      return { status: 400, key: "formUnreadable" };
    }
  }
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    return actionFieldsWellFormed(form, fetchAction) ? null : { status: 400, key: "formUnreadable" };
  } catch {
    return { status: 400, key: "formUnreadable" };
  }
}

const DIRECTION: Partial<Record<Locale, "rtl">> = { ar: "rtl" };

/** The refusal: a small localized page (the form was sent without JavaScript) or plain text for a fetch. */
export async function refuseActionPost(verdict: NonNullable<Verdict>, pathname: string): Promise<Response> {
  const candidate = pathname.split("/")[2];
  const locale: Locale = isLocale(candidate) ? candidate : defaultLocale;
  const messages = (await import(`../../../messages/${locale}/errors.json`)) as { default: { app: Record<string, string> } };
  const text = messages.default.app[verdict.key] ?? verdict.key;
  const html = `<!doctype html><html lang="${locale}" dir="${DIRECTION[locale] ?? "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text)}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;
  return new Response(html, { status: verdict.status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
