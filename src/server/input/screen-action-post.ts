/**
 * Server actions are decoded by Next before our code runs, and Next 16.4 answers two kinds of bad
 * action request with a 500 (decision 083): a body over `serverActions.bodySizeLimit` (it throws a
 * 413 ApiError, then answers 500; see the TODO in next/dist/server/app-render/action-handler.js),
 * and a malformed action field (React's decodeAction/decodeReply throw on JSON that does not parse).
 * The proxy screens page POSTs first and answers those with 413 or 400 and a localized message, and a post from
 * another site (which Next 16.4 also answers with a 500) with 403 (issue 39).
 *
 * No server-only guard: src/proxy.ts imports it.
 */
import { readBodyAtMost } from "@/server/http/read-body-at-most";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from "./upload-limits";

/** What any page's server action may receive. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/** The application pages' forms carry a CV of at most 5 MB: room for it and the other fields, and no more. */
export const UPLOAD_ACTION_BODY_LIMIT_BYTES = CV_MAX_BYTES + 512 * 1024;
/** The back office's photo pages take a photo of at most 10 MB (decision 160): room for it and the alternative texts. */
export const PHOTO_ACTION_BODY_LIMIT_BYTES = PHOTO_MAX_BYTES + 512 * 1024;
/**
 * Next's serverActions.bodySizeLimit (next.config.ts) is this, the largest of them: Next answers a body
 * over it with a 500, so the screen below must refuse first, path by path. The proxy buffers bodies up to
 * experimental.proxyClientMaxBodySize, kept at the same value.
 */
export const NEXT_ACTION_BODY_LIMIT = "11mb";

/** Only the application pages, /{area}/{locale}/join-us/careers[/<job>]/apply, take uploads (decision 192). */
const uploadPage = /^\/[^/]+\/[^/]+\/join-us\/careers(\/[^/]+)?\/apply\/?$/;
/** …and the back office's photo pages, /{area}/{locale}/staff/photos/<subject>/<key>. */
const photoPage = /^\/[^/]+\/[^/]+\/staff\/photos\/[^/]+\/[^/]+\/?$/;

type LimitKey = "payloadTooLarge" | "uploadTooLarge" | "photoTooLarge";

/** The body limit of a page's server actions, and the message a refusal shows there. */
export function actionBodyLimit(pathname: string): { bytes: number; key: LimitKey } {
  if (photoPage.test(pathname)) return { bytes: PHOTO_ACTION_BODY_LIMIT_BYTES, key: "photoTooLarge" };
  return uploadPage.test(pathname)
    ? { bytes: UPLOAD_ACTION_BODY_LIMIT_BYTES, key: "uploadTooLarge" }
    : { bytes: ACTION_BODY_LIMIT_BYTES, key: "payloadTooLarge" };
}

type Verdict =
  | { status: 413; key: LimitKey }
  | { status: 400; key: "formUnreadable" }
  | { status: 403; key: "crossSiteAction" }
  | null;

/** The host Next compares an action's Origin with: the first X-Forwarded-Host, else Host (action-handler.js). */
function hostNextCompares(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("host") || new URL(request.url).host;
}

/**
 * Did a page of ours send this action (issue 39)? Next aborts an action whose Origin names another host with a 500
 * ("Invalid Server Actions request"), throws on an Origin it cannot parse, and lets one without Origin through. A
 * browser names the origin of every cross-site POST, or, when it keeps the Origin back, says `Sec-Fetch-Site:
 * cross-site` (or `same-site`, a sibling subdomain): those are refused here with a 403, before Next runs anything.
 * `Origin: null` (a sandboxed frame, a redirect chain, a `data:` page) is not ours either. A post with neither
 * header was not sent by a browser from another site: a script's own request carries only its own cookies.
 */
export function actionFromOurOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // "null", a path, credentials or anything else than scheme://host[:port] is not an origin a browser sends.
  if (parsed.origin === "null" || parsed.origin !== origin.replace(/\/$/, "")) return false;
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  return parsed.host === hostNextCompares(request);
}

function parseJson(value: FormDataEntryValue | string): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== "string") return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Flight reply values our forms send: plain JSON, escaped "$$" strings, and these specials. */
const PLAIN_SPECIAL = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D\d{4}-|n-?\d+$)/;
/** References to another part: a FormData ("$K<id>", the form's own fields) or an outlined model ("$<id>"). */
const PART_REFERENCE = /^\$(K?)([0-9a-f]+)$/;

/**
 * Every "$" string inside a decoded part must be one React can resolve without running into a missing part
 * or a server reference we never send (functions, promises, maps, temporary references). Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
function referencesResolve(root: unknown, parts: Set<string>, prefixes: Set<string>): boolean {
  const stack: unknown[] = [root];
  let visited = 0;
  while (stack.length) {
    const value = stack.pop();
    if (++visited > 100_000) return false;
    if (typeof value === "string") {
      if (!value.startsWith("$") || PLAIN_SPECIAL.test(value)) continue;
      const reference = PART_REFERENCE.exec(value);
      if (!reference) return false;
      const id = String(parseInt(reference[2]!, 16));
      if (reference[1] === "K" ? !prefixes.has(id) && !parts.has(id) : !parts.has(id)) return false;
    } else if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === "object") stack.push(...Object.values(value));
  }
  return true;
}

/**
 * The fields React decodes as a Flight reply: a no-JavaScript form's `$ACTION_<n>:<k>` (the bound action and
 * the previous state of useActionState), and a fetch action's numbered parts ("0" being the argument list).
 */
export function actionFieldsWellFormed(form: FormData, fetchAction: boolean): boolean {
  const keys = [...form.keys()];
  if (fetchAction) {
    const parts = new Set(keys.filter((k) => /^\d+$/.test(k)));
    // React 19.2 names a FormData argument's fields "_<id>_<name>" (older: "<id>_<name>").
    const prefixes = new Set(keys.map((k) => /^_?(\d+)_/.exec(k)?.[1]).filter((p): p is string => Boolean(p)));
    for (const part of parts) {
      const parsed = parseJson(form.get(part)!);
      if (
        !parsed.ok ||
        (part === "0" && !Array.isArray(parsed.value)) ||
        !referencesResolve(parsed.value, parts, prefixes)
      )
        return false;
    }
    return parts.has("0") || keys.length === 0;
  }
  for (const [key, value] of form.entries()) {
    const field = /^\$ACTION_(\d+):(\d+)$/.exec(key);
    if (!field) continue;
    const parsed = parseJson(value);
    if (!parsed.ok) return false;
    const prefix = `$ACTION_${field[1]}:`;
    const parts = new Set(keys.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)));
    if (field[2] === "0") {
      // The bound action's metadata: { id, bound } with bound a reference "$@<n>" to an argument list, or null.
      const meta = parsed.value;
      if (typeof meta !== "object" || meta === null || Array.isArray(meta)) return false;
      const { id, bound } = meta as { id?: unknown; bound?: unknown };
      if (typeof id !== "string") return false;
      if (bound === null) continue;
      const target = typeof bound === "string" ? /^\$@([0-9a-f]+)$/.exec(bound) : null;
      if (!target) return false;
      const list = form.get(`${prefix}${parseInt(target[1]!, 16)}`);
      const listParsed = list === null ? ({ ok: false } as const) : parseJson(list);
      if (!listParsed.ok || !Array.isArray(listParsed.value)) return false;
    } else if (!referencesResolve(parsed.value, parts, new Set())) return false;
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
  if (!actionFromOurOrigin(request)) return { status: 403, key: "crossSiteAction" };
  const limit = actionBodyLimit(new URL(request.url).pathname);
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit.bytes) return { status: 413, key: limit.key };
  const bytes = await readBodyAtMost(request.clone(), limit.bytes);
  if (!bytes) return { status: 413, key: limit.key };
  if (!multipart) {
    // A fetch action whose arguments were simple enough to travel as one JSON text: the argument list.
    const parsed = parseJson(new TextDecoder().decode(bytes));
    const wellFormed =
      parsed.ok && Array.isArray(parsed.value) && referencesResolve(parsed.value, new Set(), new Set());
    return wellFormed ? null : { status: 400, key: "formUnreadable" };
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
  const messages = (await import(`../../../messages/${locale}/errors.json`)) as {
    default: { app: Record<string, string> };
  };
  const text = messages.default.app[verdict.key] ?? verdict.key;
  const html = `<!doctype html><html lang="${locale}" dir="${DIRECTION[locale] ?? "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text)}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;
  return new Response(html, {
    status: verdict.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
