/**
 * What every answer to bad input must be (issue 8): no 5xx, and the original API's envelope with a documented code,
 * with HTTP 200 (decision 151: the client reads the envelope's code, a failed request is a "Network Error").
 */
import { errorCatalogue } from "@/shared/errors/error-catalogue";

export const SUCCESS_CODE = 2000;
const INTERNAL_CODE = errorCatalogue.INTERNAL.apiCode;
export const documentedCodes = new Set<number>([SUCCESS_CODE, ...Object.values(errorCatalogue).map((e) => e.apiCode)]);

/** A message key that escaped translation ("booking.form.selectClinic", "auth.validation.emailRequired"). */
const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;
/** Zod's own English wording ("Invalid UUID", "Too big: …", "Invalid input: expected string"), never one of ours. */
const SCHEMA_WORDING = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/;

export interface Judged {
  problems: string[];
  /** The envelope code, or null for routes that do not answer one. */
  code: number | null;
}

/**
 * The codes each operation documents in /api/openapi.json (path → codes, 2000 included), so that an answer
 * is checked against its own operation's list rather than the whole catalogue.
 */
export function documentedCodesByPath(doc: {
  paths: Record<string, Record<string, { "x-error-codes"?: { code: number }[] }>>;
}): Map<string, Set<number>> {
  return new Map(
    Object.entries(doc.paths).map(([path, methods]) => [
      path,
      new Set([
        SUCCESS_CODE,
        ...Object.values(methods).flatMap((op) => (op["x-error-codes"] ?? []).map((e) => e.code)),
      ]),
    ]),
  );
}

export function judgeAnswer(
  status: number,
  text: string,
  envelope: boolean,
  allowed: Set<number> = documentedCodes,
): Judged {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}`);
  if (!envelope) return { problems, code: null };
  if (status !== 200 && status < 500) problems.push(`HTTP ${status} (an envelope answer is HTTP 200)`);
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    problems.push(`not JSON: ${text.slice(0, 80)}`);
    return { problems, code: null };
  }
  const code = typeof body.code === "number" ? body.code : null;
  if (code === null || !allowed.has(code)) problems.push(`code ${String(body.code)} not documented for this operation`);
  if (code === INTERNAL_CODE) problems.push("INTERNAL (5000)");
  if (typeof body.msg !== "string" || !body.msg) problems.push("no msg");
  else if (MESSAGE_KEY.test(body.msg)) problems.push(`untranslated msg ${body.msg}`);
  const fields = (body.data as { fields?: Record<string, unknown> } | null)?.fields;
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (typeof message === "string" && MESSAGE_KEY.test(message)) problems.push(`untranslated ${field}: ${message}`);
    if (typeof message === "string" && SCHEMA_WORDING.test(message))
      problems.push(`schema's own wording for ${field}: ${message}`);
  }
  return { problems, code };
}
